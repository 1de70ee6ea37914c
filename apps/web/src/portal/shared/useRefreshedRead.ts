import { useCallback, useEffect, useState } from 'react';
import { useOnRefreshViews } from './refreshViews';

/**
 * One read a settings page shows, read again after every command (useCommand refreshes the
 * views). A failed read again keeps what was shown, with the error beside it.
 */
export function useRefreshedRead<T>(read: () => Promise<T>) {
  const [state, setState] = useState<{ data: T | null; error: Error | null }>({ data: null, error: null });
  const load = useCallback(async () => {
    try {
      setState({ data: await read(), error: null });
    } catch (error) {
      setState((before) => ({ data: before.data, error: error as Error }));
    }
  }, [read]);
  useEffect(() => {
    load();
  }, [load]);
  useOnRefreshViews(load);
  return { ...state, loading: !state.data && !state.error };
}
