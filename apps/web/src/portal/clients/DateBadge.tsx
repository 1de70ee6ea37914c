import { Box, Typography } from '@mui/material';
import { badgeParts, longDate } from './appointmentText';
import type { ClientAppointment } from './types';

/** The calendar-page badge beside an appointment: month over day. */
export function DateBadge({ appointment }: { appointment: ClientAppointment }) {
  const { month, day } = badgeParts(appointment);
  return (
    <Box
      title={longDate(appointment)}
      aria-label={longDate(appointment)}
      role="img"
      sx={{
        width: 52,
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        textAlign: 'center',
        overflow: 'hidden',
      }}
    >
      <Typography variant="caption" component="div" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600, lineHeight: 1.8 }}>
        {month}
      </Typography>
      <Typography variant="h6" component="div" sx={{ lineHeight: 1.6 }}>
        {day}
      </Typography>
    </Box>
  );
}
