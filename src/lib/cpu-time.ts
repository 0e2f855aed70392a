/**
 * The CPU time this process has used, in milliseconds (user and system, every thread). A budget of work
 * measured with it is the same on a quiet machine and on one whose cores are busy with other processes,
 * where the wall clock would run out long before the work did.
 */
export function cpuTimeMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
