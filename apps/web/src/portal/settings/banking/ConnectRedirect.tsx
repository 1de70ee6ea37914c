import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { rejectionMessages } from '../../shared/commandRejected';
import { connectCalls, PROVIDER_LABELS, type ConnectableProvider } from './connectCalls';
import { usePortalPath } from './usePortalPath';

/**
 * A connect link (spec 002 §2: /portal/settings/banking/link, /square/authorize, /paypal/link):
 * asks the server for the provider's page and goes there (the simulator's page, or with live
 * keys the provider's own onboarding).
 */
export function ConnectRedirect({ provider }: { provider: ConnectableProvider }) {
  const path = usePortalPath();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    connectCalls.start(provider).then(
      (url) => window.location.assign(url),
      (failure) => setError(rejectionMessages(failure).join(' ') || 'Please try again later.'),
    );
  }, [provider]);
  const label = PROVIDER_LABELS[provider];
  return (
    <Box sx={{ mt: 4, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
      <Title title={`Connect ${label}`} />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={path('/settings/banking')}>
              Back
            </Button>
          }
        >
          {error}
        </Alert>
      ) : (
        <>
          <CircularProgress size={32} aria-label={`Opening ${label}`} />
          <Typography>Taking you to {label}…</Typography>
        </>
      )}
    </Box>
  );
}
