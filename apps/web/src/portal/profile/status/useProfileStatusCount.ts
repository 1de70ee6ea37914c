import { useCallback } from 'react';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { fetchProfileStatus } from './profileStatusCalls';

/** How many profile steps (completion and verification) are not done yet, for the Profile menu's badge; null until known. */
export function useProfileStatusCount(): number | null {
  const read = useCallback(fetchProfileStatus, []);
  const { data } = useRefreshedRead(read);
  return data ? data.unfinishedSteps : null;
}
