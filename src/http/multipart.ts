import { parse } from 'parse-multipart-data';

/** One part of a `multipart/form-data` body: a field's value, or a file's name and text. */
export interface FormPart {
  name: string;
  fileName?: string;
  text: string;
}

/**
 * The parts of a `multipart/form-data` body as the pipeline hands it over (read as UTF-8 text, which is
 * what JSON files are). The boundary is the body's first line (clients send no preamble); a body that is
 * not a form has no parts.
 */
export function formParts(body: unknown): FormPart[] {
  if (typeof body !== 'string' || !body.startsWith('--')) return [];
  const boundary = body.slice(2, body.indexOf('\r\n') === -1 ? undefined : body.indexOf('\r\n')).trim();
  if (boundary === '') return [];
  return parse(Buffer.from(body, 'utf8'), boundary).map((part) => ({
    name: part.name ?? '',
    ...(part.filename !== undefined ? { fileName: part.filename } : {}),
    text: part.data.toString('utf8'),
  }));
}

/** The value of the form's field `name` (its first), if sent. */
export const formField = (parts: readonly FormPart[], name: string): string | undefined => parts.find((p) => p.name === name && p.fileName === undefined)?.text;
