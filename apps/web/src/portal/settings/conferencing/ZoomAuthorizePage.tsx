// /portal/settings/conferencing/zoom/authorize (spec 002 §2 connect links). In embedded mode this
// page stands in for Zoom's own authorization page, as the payments simulator does for Stripe and
// Square: the pro approves, and comes back to the conferencing page connected. Connecting through
// Zoom itself (OAuth) is not wired yet, so live mode says so here.
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useBasename, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { rejectionMessages } from '../../shared/commandRejected';
import { conferencingCommands } from './conferencingCalls';
import { ConferencingMessages } from './conferencingMessages';
import { leaveArrivalToast } from './reloadWithToast';
import { useVideoConferencing } from './useVideoConferencing';

export function ZoomAuthorizePage() {
  const { data, error } = useVideoConferencing();
  const basename = useBasename();
  const navigate = useNavigate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const back = () => navigate(`${basename}/settings/conferencing`);
  const authorize = async () => {
    setPending(true);
    try {
      await conferencingCommands.approveSimulatedZoom();
      leaveArrivalToast(ConferencingMessages.connected);
      back();
    } catch (e) {
      notify(rejectionMessages(e)[0] || ConferencingMessages.somethingWentWrong, { type: 'error' });
      setPending(false);
    }
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f4f6fa', p: 2 }}>
      <Title title="Connect Zoom" />
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent>
          <Stack sx={{ gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <VideocamIcon color="primary" />
              <Typography variant="h5" component="h1">
                Zoom (simulated)
              </Typography>
            </Box>
            {!data && !error && <CircularProgress size={28} aria-label="Loading" />}
            {error && !data && <Alert severity="error">{rejectionMessages(error)[0] || ConferencingMessages.somethingWentWrong}</Alert>}
            {data && data.mode !== 'simulated' && <Alert severity="info">Connecting Zoom is not available in this deployment yet.</Alert>}
            {data?.mode === 'simulated' && (
              <>
                <Typography>Your practice portal would like to:</Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  <li>create Zoom meetings for your virtual appointments</li>
                  <li>read your Zoom name and e-mail address</li>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  This stands in for Zoom’s authorization page: nothing leaves this machine, and meeting links are simulated.
                </Typography>
                <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
                  <Button onClick={back} disabled={pending}>
                    Decline
                  </Button>
                  <Button variant="contained" onClick={authorize} disabled={pending}>
                    Authorize
                  </Button>
                </Stack>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
