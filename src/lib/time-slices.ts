/**
 * Long jobs cut into slices: between two slices the event loop serves whatever arrived meanwhile (other
 * requests, of any environment), so that one large request never holds the process for long.
 */

/** The longest stretch of work of a sliced job before other requests get a turn, in ms. */
export const SLICE_MS = 5;

/** Resolves on a later turn of the event loop, once the I/O that waits now has been handled. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Calls `step` until it returns false, giving the event loop a turn each time `sliceMs` of work have passed. */
export async function inSlices(step: () => boolean, sliceMs = SLICE_MS): Promise<void> {
  let sliceStart = performance.now();
  while (step()) {
    if (performance.now() - sliceStart < sliceMs) continue;
    await nextTurn();
    sliceStart = performance.now();
  }
}

/** `items.map(map)`, in slices (see `inSlices`). */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T, index: number) => R, sliceMs = SLICE_MS): Promise<R[]> {
  const mapped: R[] = [];
  await inSlices(() => {
    if (mapped.length < items.length) mapped.push(map(items[mapped.length] as T, mapped.length));
    return mapped.length < items.length;
  }, sliceMs);
  return mapped;
}
