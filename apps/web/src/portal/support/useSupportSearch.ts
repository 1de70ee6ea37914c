// The search lives in the address (?q=...), so the browser's Back from a story returns to the same
// results and a search can be shared with a colleague.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchAppointments } from './supportCalls';
import type { SearchHit } from './supportTypes';

type Answer = { text: string; hits: SearchHit[] | null; error: string | null };

export function useSupportSearch() {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const [answer, setAnswer] = useState<Answer>({ text: '', hits: null, error: null });

  useEffect(() => {
    if (!text) return;
    let current = true;
    searchAppointments(text).then(
      (hits) => current && setAnswer({ text, hits, error: null }),
      (error: Error) => current && setAnswer({ text, hits: null, error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [text]);

  const search = (next: string) => setParams(next.trim() ? { q: next.trim() } : {});
  const shown = text && answer.text === text ? answer : null;
  return { text, search, searching: Boolean(text) && !shown, hits: shown?.hits ?? null, error: shown?.error ?? null };
}
