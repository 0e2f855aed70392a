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
