// The calendar route, loaded on first visit: FullCalendar and luxon stay out of the portal's
// main chunk for the pages that do not need them.
import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';

const CalendarPage = lazy(() => import('./CalendarPage').then((module) => ({ default: module.CalendarPage })));

export function CalendarRoute() {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6 }}>
          <CircularProgress aria-label="Loading calendar" />
        </Box>
      }
    >
      <CalendarPage />
    </Suspense>
  );
}
