import { CLIENT_HEADER, CLIENT_NAME } from './api.js';
import type { JournalEntry } from './types.js';

export interface JournalView {
  /** `2xx`…`5xx`, an exact status, or empty for any. */
  status: string;
  /** A part of the path, or a glob with `*` (as the admin API's `path` filter). */
  path: string;
  contractFailuresOnly: boolean;
  showDashboard: boolean;
  /** Only the requests that acted on the picked environment. */
  pickedEnvironmentOnly: boolean;
}

export const ALL_REQUESTS: JournalView = { status: '', path: '', contractFailuresOnly: false, showDashboard: false, pickedEnvironmentOnly: false };

export const isDashboardRequest = (entry: JournalEntry): boolean => entry.request.headers[CLIENT_HEADER] === CLIENT_NAME;
export const brokeContract = (entry: JournalEntry): boolean => (entry.requestViolations?.length ?? 0) > 0 || (entry.contractViolations?.length ?? 0) > 0;

function statusTest(status: string): (code: number) => boolean {
  const text = status.trim().toLowerCase();
  if (text === '') return () => true;
  const family = /^([1-5])xx$/.exec(text)?.[1];
  if (family) return (code) => Math.floor(code / 100) === Number(family);
  return (code) => String(code) === text;
}

function pathTest(path: string): (value: string) => boolean {
  const text = path.trim();
  if (text === '') return () => true;
  if (!text.includes('*')) return (value) => value.includes(text);
  const pattern = new RegExp(`^${text.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return (value) => pattern.test(value);
}

/** `pickedEnvironmentId`: the environment picked in the header (for `pickedEnvironmentOnly`). */
export function journalMatcher(view: JournalView, pickedEnvironmentId: string): (entry: JournalEntry) => boolean {
  const status = statusTest(view.status);
  const path = pathTest(view.path);
  return (entry) =>
    (view.showDashboard || !isDashboardRequest(entry)) &&
    (!view.contractFailuresOnly || brokeContract(entry)) &&
    (!view.pickedEnvironmentOnly || entry.environmentId === pickedEnvironmentId) &&
    status(entry.status) &&
    path(entry.path);
}
