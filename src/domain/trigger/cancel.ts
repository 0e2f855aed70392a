import type { ActivityNotification } from '../activity/index.js';
import type { Job, JobFactory } from './jobs.js';
import type { PendingRun } from './run-writes.js';

/**
 * `DELETE /v1/events/trigger/{transactionId}` as the real API's cancel-delayed use case runs it, on the runs
 * still waiting (`pending`, changed in place):
 * - the transaction's `delayed` jobs (a delay, a digest collecting) and `merged` jobs (an event merged into
 *   another's digest, and the jobs after it) are cancelled; none of them: `false`, nothing changes;
 * - then, as those are delay/digest jobs, the transaction's `pending` jobs too (the steps not reached yet);
 * - a cancelled digest that was collecting (the "main digest") hands its window to the first event merged
 *   into it: that event's digest job is `delayed` again, its later jobs `pending`, the other merged events
 *   now belong to it, and the window still ends when the cancelled one would have.
 * The real service writes no execution detail for any of this: the jobs only change status.
 */
export function cancelTransaction(pending: PendingRun[], transactionId: string, jobs: JobFactory): boolean {
  const ofTransaction = (run: PendingRun) => run.context.event.transactionId === transactionId;
  const waiting = pending.filter((run) => ofTransaction(run) && run.job.status === 'delayed');
  const merged = pending.flatMap((run) => (run.merged ?? []).filter(ofTransaction));
  if (waiting.length === 0 && merged.length === 0) return false;
  const events = new Set<ActivityNotification>([...pending.filter(ofTransaction), ...merged].map((run) => run.context.event));
  for (const event of events) {
    for (const job of (event.jobs ?? []) as Job[]) {
      if (job.status === 'delayed' || job.status === 'merged' || job.status === 'pending') jobs.setStatus(job, 'canceled');
    }
  }
  for (const run of pending) if (run.merged?.some(ofTransaction)) run.merged = run.merged.filter((m) => !ofTransaction(m));
  for (const run of pending.filter(ofTransaction)) pending.splice(pending.indexOf(run), 1);
  for (const main of waiting) {
    if (main.kind === 'digest') handOver(main, pending, jobs);
  }
  return true;
}

/**
 * The cancelled main digest's window goes to the first event merged into it (the real `assignNextDigestJob`,
 * then the worker running the follower when the cancelled job's time comes).
 */
function handOver(main: PendingRun, pending: PendingRun[], jobs: JobFactory): void {
  const [follower, ...rest] = main.merged ?? [];
  if (!follower) return;
  jobs.setStatus(follower.job, 'delayed');
  for (const later of ((follower.context.event.jobs ?? []) as Job[]).slice(follower.nextStep)) {
    if (later.status === 'merged') jobs.setStatus(later, 'pending');
  }
  pending.push({ ...follower, dueAt: main.dueAt, kind: 'digest', digestKey: main.digestKey, merged: rest });
}

/**
 * Ends the runs `matches` picks (a deleted subscriber's): each waiting job gets `detail`, and every job of
 * theirs that had yet to run (pending, or merged into a digest that ends with them) is cancelled. How many
 * runs ended.
 */
export function cancelRuns(pending: PendingRun[], matches: (run: PendingRun) => boolean, detail: string, jobs: JobFactory): number {
  const mine = pending.filter(matches);
  for (const run of mine) {
    pending.splice(pending.indexOf(run), 1);
    jobs.log(run.job, detail, 'Success', 'canceled');
    for (const each of [run, ...(run.merged ?? [])]) {
      for (const job of (each.context.event.jobs ?? []) as Job[]) {
        if (job.status === 'pending' || job.status === 'merged' || job.status === 'delayed') jobs.setStatus(job, 'canceled');
      }
    }
  }
  return mine.length;
}
