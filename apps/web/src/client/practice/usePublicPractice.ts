import { useEffect, useState } from 'react';
import { fetchPublicPractice, type PublicPractice } from './publicPractice';

export type PracticeLoad =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; practice: PublicPractice };

export function usePublicPractice(shortLink: string): { load: PracticeLoad; retry: () => void } {
  const [load, setLoad] = useState<PracticeLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoad({ status: 'loading' });
    fetchPublicPractice(shortLink)
      .then((practice) => {
        if (active) setLoad(practice ? { status: 'ready', practice } : { status: 'not-found' });
      })
      .catch((error: Error) => {
        if (active) setLoad({ status: 'error', message: error.message });
      });
    return () => {
      active = false;
    };
  }, [shortLink, attempt]);

  useEffect(() => {
    if (load.status === 'ready') document.title = `Book with ${load.practice.name}`;
  }, [load]);

  return { load, retry: () => setAttempt((n) => n + 1) };
}
