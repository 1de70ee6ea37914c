import CloseIcon from '@mui/icons-material/Close';
import EventIcon from '@mui/icons-material/EventOutlined';
import { alpha, Box, Button, IconButton, Typography } from '@mui/material';
import { useBasename, useSidebarState } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CalendarConnectionSummary } from './useCalendarConnectionStatus';
import { useRememberedFlag } from './useRememberedFlag';

export const CONNECT_NOTICE_DISMISSED = 'portal.connectCalendarNotice.dismissed';

/**
 * The side navigation's dismissible notice to connect a calendar (spec 001 §2), shown while the
 * practice has no calendar connection; a dismissal is remembered in this browser (localStorage).
 */
export function ConnectCalendarNotice({ connections }: { connections: CalendarConnectionSummary[] | undefined }) {
  const [dismissed, setDismissed] = useRememberedFlag(CONNECT_NOTICE_DISMISSED);
  const [sidebarOpen] = useSidebarState();
  const basename = useBasename();
  if (dismissed || !sidebarOpen || !connections || connections.length > 0) return null;
  return (
    // A Box, not a Paper: react-admin's sidebar styles every Paper inside it as its drawer (full width).
    <Box
      role="region"
      aria-label="Connect your calendar"
      data-testid="connect-calendar-notice"
      // The 200px sidebar less its margins: the sidebar takes its content's width, so the notice must not widen it.
      sx={{ mx: 1, mt: 1, px: 1.25, py: 0.5, width: 184, boxSizing: 'border-box', bgcolor: (t) => alpha(t.palette.info.main, 0.06), border: 1, borderColor: 'info.light', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <EventIcon color="info" sx={{ fontSize: 18 }} />
        <Typography variant="subtitle2" component="p" sx={{ flex: 1, fontSize: '0.8125rem', whiteSpace: 'nowrap' }}>
          Connect your calendar
        </Typography>
        <IconButton size="small" aria-label="Dismiss" onClick={() => setDismissed()} sx={{ mr: -1, p: 0.25 }}>
          <CloseIcon sx={{ fontSize: 16 }} />
        </IconButton>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.75rem', lineHeight: 1.35 }}>
        See your busy times here and stop clients booking them.
      </Typography>
      <Button component={RouterLink} to={`${basename}/settings/calendar`} size="small" sx={{ px: 0, py: 0.25, minWidth: 0 }}>
        Connect calendar
      </Button>
    </Box>
  );
}
