// After a command, every view that shows what it changed reads it again: the API answers a command
// only once its read models hold the new events, so one refresh from the command's result is
// enough, no polling. react-admin's queries (the lists, the bell's count and list) refresh through
// its query client; FullCalendar fetches its own events, so the calendar listens here.
import { useCallback, useEffect, useRef } from 'react';
import { useRefresh } from 'react-admin';

const views = new EventTarget();
const REFRESH = 'refresh';

/** Tells the views that fetch outside react-admin (the calendar) to fetch again. */
export function refreshViewsOutsideReactAdmin(): void {
  views.dispatchEvent(new Event(REFRESH));
}

/** Refreshes every view on the page: react-admin's queries and the calendar's events. */
export function useRefreshViews(): () => void {
  const refresh = useRefresh();
  return useCallback(() => {
    refresh();
    refreshViewsOutsideReactAdmin();
  }, [refresh]);
}

/** Calls `listener` each time the views are refreshed (a view that fetches outside react-admin). */
export function useOnRefreshViews(listener: () => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const handle = () => latest.current();
    views.addEventListener(REFRESH, handle);
    return () => views.removeEventListener(REFRESH, handle);
  }, []);
}
