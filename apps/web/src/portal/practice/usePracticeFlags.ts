import { useGetOne } from 'react-admin';
import { CURRENT_FLAGS_ID, type PracticeFlags } from './practiceFlagsQueries';

export type PracticeFlagName = Exclude<keyof PracticeFlags, 'id'>;

/** The logged-in pro's practice flags; undefined while loading (show nothing gated until known). */
export function usePracticeFlags(): PracticeFlags | undefined {
  const { data } = useGetOne<PracticeFlags>('practiceFlags', { id: CURRENT_FLAGS_ID }, { staleTime: 60_000 });
  return data;
}
