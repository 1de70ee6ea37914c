import { useCallback, useEffect, useState } from 'react';
import { useOnRefreshViews } from '../../shared/refreshViews';
import { fetchBanking, type BankingData } from './bankingCalls';

export interface BankingState {
  data: BankingData | null;
  error: Error | null;
}

/** The payment settings and provider accounts, read again after every command (useCommand refreshes the views). */
export function useBankingSettings() {
  const [state, setState] = useState<BankingState>({ data: null, error: null });
  const load = useCallback(async () => {
    try {
      setState({ data: await fetchBanking(), error: null });
    } catch (error) {
      setState((before: BankingState) => ({ data: before.data, error: error as Error }));
    }
  }, []);
  useEffect(() => {
    load();
  }, [load]);
  useOnRefreshViews(load);
  return { ...state, loading: !state.data && !state.error, reload: load };
}
