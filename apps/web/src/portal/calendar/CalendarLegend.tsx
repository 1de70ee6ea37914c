import { Box } from '@mui/material';
import { CALENDAR_COLOURS, LEGEND_KINDS } from '@app/calendar/shared';
import { usePracticeFlags } from '../practice/usePracticeFlags';

/** What the calendar's colours mean (the same colours the API gives each entry); group events while the practice has them. */
export function CalendarLegend() {
  const flags = usePracticeFlags();
  const kinds = LEGEND_KINDS.filter((kind) => kind !== 'groupEvent' || flags?.bookableEventsEnabled === true);
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, listStyle: 'none', m: 0, p: 0, mb: 0.75 }}
    >
      {kinds.map((kind) => {
        const colour = CALENDAR_COLOURS[kind];
        return (
          <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, typography: 'caption', color: 'text.secondary' }}>
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colour.background, border: 1, borderColor: colour.border, flexShrink: 0 }}
            />
            {colour.label}
          </Box>
        );
      })}
    </Box>
  );
}
