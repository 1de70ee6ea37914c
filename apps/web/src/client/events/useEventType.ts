import { useCallback, useEffect, useState } from 'react';
import { fetchPublicEventType, type PublicEventType } from './publicEventType';

export type EventTypeLoad =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; eventType: PublicEventType };

/**
 * The event type at /{shortLink}/{slug}; `refresh` reads it again (seats left after a refused
 * registration) and keeps what is shown when that fails.
 */
export function useEventType(shortLink: string, slug: string): { load: EventTypeLoad; retry: () => void; refresh: () => Promise<void> } {
  const [load, setLoad] = useState<EventTypeLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoad({ status: 'loading' });
    fetchPublicEventType(shortLink, slug)
      .then((eventType) => {
        if (active) setLoad(eventType ? { status: 'ready', eventType } : { status: 'not-found' });
      })
      .catch((error: Error) => {
        if (active) setLoad({ status: 'error', message: error.message });
      });
    return () => {
      active = false;
    };
  }, [shortLink, slug, attempt]);

  const refresh = useCallback(async () => {
    try {
      const eventType = await fetchPublicEventType(shortLink, slug);
      setLoad(eventType ? { status: 'ready', eventType } : { status: 'not-found' });
    } catch {
      // The page stays as it was; the next registration attempt tells the visitor again.
    }
  }, [shortLink, slug]);

  useEffect(() => {
    if (load.status === 'ready') document.title = `${load.eventType.name} · ${load.eventType.practice.name}`;
  }, [load]);

  return { load, retry: () => setAttempt((n) => n + 1), refresh };
}
