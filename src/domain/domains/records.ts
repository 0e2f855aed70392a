/**
 * A stored domain's simulated DNS as a snapshot must hold it (the contract checks the rest of the record,
 * which the API shows): the field that breaks it and why, or undefined.
 */
export function checkedSimulatedDns(record: unknown): { field: string; message: string } | undefined {
  const dns = (record as { dns?: unknown }).dns;
  const problem = (message: string) => ({ field: 'dns', message });
  if (typeof dns !== 'object' || dns === null || Array.isArray(dns)) return problem('must be the simulated DNS {mx, mxPropagatesAt, lowerPriorityMx, apexCname, blocklisted, provider}');
  const d = dns as Record<string, unknown>;
  if (!['none', 'novu', 'other'].includes(d.mx as string)) return problem('mx must be none, novu or other');
  if (d.mxPropagatesAt !== null && (typeof d.mxPropagatesAt !== 'string' || Number.isNaN(Date.parse(d.mxPropagatesAt)))) return problem('mxPropagatesAt must be a date-time or null');
  for (const flag of ['lowerPriorityMx', 'apexCname', 'blocklisted']) if (typeof d[flag] !== 'boolean') return problem(`${flag} must be a boolean`);
  if (d.provider !== null && typeof d.provider !== 'string') return problem('provider must be a string or null');
  return undefined;
}
