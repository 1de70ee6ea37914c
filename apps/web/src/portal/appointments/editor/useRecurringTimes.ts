import { useEffect, useState } from 'react';
import { MESSAGES } from '../../calendar/calendarMessages';
import { fetchRecurringTimes, type RecurringTime } from './editorQueries';

export interface RecurringTimesState {
  times: RecurringTime[];
  loading: boolean;
  error: string | null;
}

/** The cap messages are followed by ' Please select a different frequency or end date.' (spec 001 §5). */
function withSuffix(message: string): string {
  const suffix = MESSAGES.seriesSuffix.trim();
  return message.includes(suffix) ? message : `${message}${MESSAGES.seriesSuffix}`;
}

/** recurringTimes for the form's current series, asked again (debounced) as the form changes. */
export function useRecurringTimes(
  request: { practiceId: string; startsAt: string; recurrencePattern: string; duration: number; locationId: string | null } | null,
) {
  const [state, setState] = useState<RecurringTimesState>({ times: [], loading: false, error: null });
  const key = request ? JSON.stringify(request) : null;
  useEffect(() => {
    if (!request) {
      setState({ times: [], loading: false, error: null });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      fetchRecurringTimes(request).then(
        (times) => live && setState({ times, loading: false, error: null }),
        (error: Error) => live && setState({ times: [], loading: false, error: withSuffix(error.message || MESSAGES.unexpected) }),
      );
    }, 350);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
