import { useEffect, useState } from 'react';
import { fetchAvailability, type Availability, type AvailabilityQuery } from './availability';

export type AvailabilityLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; availability: Availability; key: string };

export function useAvailability(query: AvailabilityQuery): { load: AvailabilityLoad; retry: () => void } {
  const key = JSON.stringify(query);
  const [load, setLoad] = useState<AvailabilityLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoad({ status: 'loading' });
    fetchAvailability(JSON.parse(key) as AvailabilityQuery)
      .then((availability) => {
        if (active) setLoad({ status: 'ready', availability, key });
      })
      .catch((error: Error) => {
        if (active) setLoad({ status: 'error', message: error.message });
      });
    return () => {
      active = false;
    };
  }, [key, attempt]);

  // A result for other choices is never shown while the new one loads.
  const current = load.status === 'ready' && load.key !== key ? ({ status: 'loading' } as const) : load;
  return { load: current, retry: () => setAttempt((n) => n + 1) };
}
