import { useCallback } from 'react';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { fetchStory } from './storyCalls';

/**
 * The appointment's story, read again after every command (an added note). Wrapped so that "not
 * found or not allowed" (null) is an answer, not a read still loading.
 */
export function useStory(appointmentId: string) {
  const read = useCallback(async () => ({ story: await fetchStory(appointmentId) }), [appointmentId]);
  const { data, error, loading } = useRefreshedRead(read);
  return { story: data?.story ?? null, found: data ? data.story !== null : undefined, error, loading };
}
