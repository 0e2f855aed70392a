// Bench scripts that run the mock's own code in-process load the built `dist/` (`npm run build` first), as
// users run it, not the TypeScript sources.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** A module of `dist/`, typed as its source, e.g. `loadDist<typeof import('../src/server.js')>('server.js')`. */
export const loadDist = async <T>(file: string): Promise<T> => (await import(pathToFileURL(path.join(DIST, file)).href)) as T;
