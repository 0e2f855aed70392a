import { fileURLToPath } from 'node:url';

/**
 * A file the package ships, by its path from the package root. Every module that uses this sits two
 * levels below the root: src/lib/, dist/lib/, and dist/bin/ where the bundled CLI inlines it.
 */
export const packageFile = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The bundled fixture set. */
export const DEFAULT_FIXTURES_DIR = packageFile('fixtures/default');

/** The contract the mock enforces unless told another. */
export const DEFAULT_SPEC_PATH = packageFile('openapi/notification-api.yaml');
