import { useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'not-found' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

/** Reads `fetch(key)` (null: not found) and again on `retry`; a newer key wins over a slower answer. */
export function useLoad<T>(key: string, fetch: (key: string) => Promise<T | null>): { load: Load<T>; retry: () => void } {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoad({ status: 'loading' });
    fetch(key)
      .then((value) => {
        if (active) setLoad(value === null ? { status: 'not-found' } : { status: 'ready', value });
      })
      .catch((error: Error) => {
        if (active) setLoad({ status: 'error', message: error.message });
      });
    return () => {
      active = false;
    };
    // `fetch` is a module function; the key alone says what to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return { load, retry: () => setAttempt((n) => n + 1) };
}
