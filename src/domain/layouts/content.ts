/**
 * What the real service requires of a layout's email body (the upsert-layout use case and its issues): HTML
 * (`<html`, `</html>`, `<body`, `</body>`) or an editor document (`{"type":"doc","content":[…]}`), the kind
 * its `editorType` says, holding the `content` variable where each email's own content goes.
 */
import { BadRequestError, isJsonObject } from '../shared/index.js';
import type { LayoutControlValues } from './types.js';

/** The variable a layout's body places each email's content with (`LAYOUT_CONTENT_VARIABLE`). */
export const LAYOUT_CONTENT_VARIABLE = 'content';

/** The real `isStringifiedMailyJSONContent`. */
export function isEditorDocumentText(value: unknown): value is string {
  // Only a JSON object can be one: HTML (most bodies) is told apart without a failed parse.
  if (typeof value !== 'string' || !value.trimStart().startsWith('{')) return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return isJsonObject(parsed) && parsed.type === 'doc' && Array.isArray(parsed.content);
  } catch {
    return false;
  }
}

const isHtmlDocument = (body: string) => body.includes('<html') && body.includes('</html>') && body.includes('<body') && body.includes('</body>');

/** Any node of the document whose `attrs.id` is the variable (the real `hasMailyVariable`). */
function hasEditorVariable(node: unknown, variable: string): boolean {
  if (Array.isArray(node)) return node.some((child) => hasEditorVariable(child, variable));
  if (!isJsonObject(node)) return false;
  if (isJsonObject(node.attrs) && node.attrs.id === variable) return true;
  return hasEditorVariable(node.content, variable) || hasEditorVariable(node.marks, variable);
}

const hasHtmlVariable = (body: string, variable: string) => new RegExp(`\\{\\{\\s*${variable}\\s*\\}\\}`).test(body);

/** Whether the body places the email's content (the issue the real service refuses a layout for). */
export function placesContent(body: string): boolean {
  return isEditorDocumentText(body) ? hasEditorVariable(JSON.parse(body), LAYOUT_CONTENT_VARIABLE) : hasHtmlVariable(body, LAYOUT_CONTENT_VARIABLE);
}

/** The real upsert's checks of the control values sent, before it looks the layout up: each a 400. */
export function checkLayoutControls(values: LayoutControlValues | null | undefined): void {
  const email = values?.email;
  if (!email) return;
  const { body, editorType } = email;
  const isEditor = isEditorDocumentText(body);
  const isHtml = isHtmlDocument(body);
  if (!isEditor && !isHtml) throw new BadRequestError(editorType === 'html' ? 'Content must be a valid HTML content' : 'Content must be a valid Maily JSON content');
  if (editorType === 'html' && !isHtml) throw new BadRequestError('Content must be a valid HTML content');
  if (editorType === 'block' && !isEditor) throw new BadRequestError('Content must be a valid Maily JSON content');
  // The real answer lists the issue in its body (`controls['email.body']`): `The layout body should contain the "content" variable`.
  if (body.length === 0 || !placesContent(body)) throw new BadRequestError('Layout has validation issues');
}
