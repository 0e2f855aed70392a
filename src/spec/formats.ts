/**
 * The string formats of the contract's validators, in one module: Ajv gets them at runtime
 * (`createAjv` in validator.ts) and the precompiled validators (precompile.ts) look them up here by name,
 * so both use the very same definitions. ajv-formats' full set, with Prism's own `date-time` (as Prism's
 * Ajv has it).
 *
 * Loaded with `require` on purpose: neither module needs Ajv itself (importing Ajv costs ~50 ms of
 * startup, which the precompiled validators avoid).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A format as `ajv.addFormat` takes it (a RegExp, a test function or `{ validate, compare }`). */
export type FormatDefinition = RegExp | ((value: string) => boolean) | { validate: unknown; compare?: unknown; type?: string; async?: boolean };

const { fullFormats } = require('ajv-formats/dist/formats.js') as { fullFormats: Record<string, FormatDefinition> };
// Deep import: the package root loads the mocker and faker (+0.9 s startup).
const prismDateTime = require('@stoplight/prism-http/dist/validator/validators/dateTime.js') as {
  fmtDef: (validate: (s: string) => boolean, compare: (a: string, b: string) => number | undefined) => FormatDefinition;
  date_time: (s: string) => boolean;
  compareDateTime: (a: string, b: string) => number | undefined;
};

/** Prism's `date-time` (it replaces ajv-formats' one, exactly as Prism does). */
export const PRISM_DATE_TIME: FormatDefinition = prismDateTime.fmtDef(prismDateTime.date_time, prismDateTime.compareDateTime);

/** Every format by name, as the validators' Ajv instances hold them. */
export const FORMATS: Readonly<Record<string, FormatDefinition>> = Object.freeze({ ...fullFormats, 'date-time': PRISM_DATE_TIME });
