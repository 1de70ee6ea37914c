import { useEffect, useState } from 'react';
import { fetchCalendarPractice } from './calendarQueries';
import type { CalendarPractice } from './calendarTypes';

/** The practice's zone, services (add-ons included) and locations, loaded once per page. */
export function useCalendarPractice() {
  const [state, setState] = useState<{ data: CalendarPractice | null; error: Error | null }>({ data: null, error: null });
  useEffect(() => {
    let live = true;
    fetchCalendarPractice().then(
      (data) => live && setState({ data, error: null }),
      (error: Error) => live && setState({ data: null, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
