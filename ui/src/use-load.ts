import { useCallback, useEffect, useState } from 'preact/hooks';

export interface Loaded<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  reload: () => void;
}

/** Loads `load()` now and whenever `keys` change; `reload` loads again. A late answer to an older load is dropped. */
export function useLoad<T>(load: () => Promise<T>, keys: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error: error instanceof Error ? error : new Error(String(error)), loading: false }),
    );
    return () => {
      current = false;
    };
  }, [...keys, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * `useLoad`, loaded again `everyMs` after each answer (never two loads at once) while the hook is mounted,
 * so that a view stays live without a stream; a hidden tab skips its turns.
 */
export function usePolled<T>(load: () => Promise<T>, keys: readonly unknown[], everyMs: number): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      if (current) timer = setTimeout(run, everyMs);
    };
    const run = () => {
      if (document.hidden) return next();
      load().then(
        (data) => current && setState({ data, loading: false }),
        (error: unknown) => current && setState({ error: error instanceof Error ? error : new Error(String(error)), loading: false }),
      ).finally(next);
    };
    setState((previous) => ({ ...previous, loading: true }));
    run();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [...keys, generation, everyMs]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}
