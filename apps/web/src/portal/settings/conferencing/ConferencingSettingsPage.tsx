import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useBasename, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePracticeFlags } from '../../practice/usePracticeFlags';
import { rejectionMessages } from '../../shared/commandRejected';
import { conferencingCommands, type ZoomInfo } from './conferencingCalls';
import { ConferencingMessages, disconnectFailure } from './conferencingMessages';
import { reloadWithToast, takeArrivalToast } from './reloadWithToast';
import { useVideoConferencing } from './useVideoConferencing';

/** /portal/settings/conferencing (spec 002 §2 "Video Conferencing (Zoom)"), only where conferencingEnabled is on. */
export function ConferencingSettingsPage() {
  const flags = usePracticeFlags();
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 880 }}>
      <Title title="Video Conferencing" />
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        Video Conferencing
      </Typography>
      {flags === undefined && <Loading />}
      {flags && !flags.conferencingEnabled && <Alert severity="info">Video conferencing is not available for your practice.</Alert>}
      {flags?.conferencingEnabled && <Conferencing />}
    </Box>
  );
}

function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress size={32} aria-label="Loading video conferencing" />
    </Box>
  );
}

function Conferencing() {
  const { data, error, loading } = useVideoConferencing();
  const notify = useNotify();
  useEffect(() => {
    const left = takeArrivalToast();
    if (left) notify(left, { type: 'success' });
  }, [notify]);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Connect Zoom and every virtual appointment gets its own meeting link, shown to your client on their appointment page and in their e-mails.
      </Typography>
      {loading && <Loading />}
      {error && !data && <Alert severity="error">Could not load your video conferencing. Please try again later.</Alert>}
      {data && <ZoomCard zoom={data.zoomInfo} simulated={data.mode === 'simulated'} />}
    </>
  );
}

function ZoomCard({ zoom, simulated }: { zoom: ZoomInfo; simulated: boolean }) {
  const basename = useBasename();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const errored = !zoom.connected && !!zoom.erroredAt;
  const linked = zoom.connected || errored;
  const disconnect = async () => {
    setPending(true);
    try {
      await conferencingCommands.deactivateZoom();
      reloadWithToast(ConferencingMessages.disconnected);
    } catch (e) {
      notify(disconnectFailure(rejectionMessages(e)), { type: 'error' });
      setPending(false);
    }
  };
  const connectLink = (
    <Button component={RouterLink} to={`${basename}/settings/conferencing/zoom/authorize`} variant="contained">
      {errored ? 'Reconnect Zoom' : 'Connect Zoom'}
    </Button>
  );
  return (
    <Stack sx={{ gap: 2 }}>
      {errored && (
        <Alert severity="warning" action={connectLink}>
          {ConferencingMessages.accessLost}
        </Alert>
      )}
      <Card component="section" aria-label="Zoom" variant="outlined">
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', '&:last-child': { pb: 2 } }}>
          <VideocamIcon color="primary" sx={{ mt: 0.5 }} />
          <Box sx={{ flex: 1, minWidth: 220 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                Zoom
              </Typography>
              <Chip size="small" label={zoom.connected ? 'Connected' : errored ? 'Needs reconnect' : 'Not connected'} color={zoom.connected ? 'success' : errored ? 'warning' : 'default'} />
              {simulated && <Chip size="small" variant="outlined" label="Simulated" />}
            </Box>
            {linked ? (
              <Typography variant="body2" color="text.secondary">
                {zoom.accountName} · {zoom.accountEmail}
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Without Zoom, virtual appointments use the link you gave your online location.
              </Typography>
            )}
          </Box>
          <Stack direction="row" sx={{ gap: 1 }}>
            {!linked && connectLink}
            {linked && (
              <Button color="error" variant="outlined" disabled={pending} onClick={disconnect}>
                Disconnect
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
