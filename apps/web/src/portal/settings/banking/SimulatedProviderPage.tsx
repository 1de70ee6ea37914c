import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useBasename } from 'react-admin';
import { useParams } from 'react-router-dom';
import { rejectionMessages } from '../../shared/commandRejected';
import { connectCalls } from './connectCalls';
import { SIMULATED_FLOWS } from './simulatedFlows';

type Session = Awaited<ReturnType<typeof connectCalls.simulatedSession>>;

/**
 * The embedded provider's page (/portal/settings/banking/simulator/<session>), where a connect
 * link leads without live keys: it says plainly that it is a simulator, lets the pro choose what
 * the provider answers, and sends them back to the portal as the provider would.
 */
export function SimulatedProviderPage() {
  const { session = '' } = useParams();
  const basename = useBasename();
  const [found, setFound] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    connectCalls.simulatedSession(session).then(setFound, (failure) => setError(rejectionMessages(failure).join(' ') || 'This page could not be loaded.'));
  }, [session]);

  async function answer(outcome: string) {
    setSending(true);
    try {
      window.location.assign(await connectCalls.decide(session, outcome));
    } catch (failure) {
      setError(rejectionMessages(failure).join(' ') || 'Please try again later.');
      setSending(false);
    }
  }

  const flow = found ? SIMULATED_FLOWS[found.provider as keyof typeof SIMULATED_FLOWS] : null;
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'grey.100', display: 'grid', placeItems: 'start center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 560 }}>
        <CardContent>
          <Alert severity="warning" icon={<ScienceIcon />} sx={{ mb: 2 }}>
            <strong>Provider simulator.</strong> This is not {flow?.provider ?? 'the provider'}'s real site: nothing you choose here reaches it, and no money moves.
          </Alert>
          {!found && !error && <CircularProgress size={32} aria-label="Loading" />}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {found && flow && (
            <>
              <Typography variant="h5" component="h1">
                {flow.title}
              </Typography>
              {found.practiceName && (
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  For {found.practiceName}
                </Typography>
              )}
              {found.outcome ? (
                <Typography>This session was already answered. Start again from your payment settings.</Typography>
              ) : (
                <Stack sx={{ gap: 1.5, mt: 1 }}>
                  {flow.outcomes.map((o) => (
                    <Box key={o.id}>
                      <Button fullWidth variant={o.primary ? 'contained' : 'outlined'} color={o.danger ? 'error' : 'primary'} disabled={sending} onClick={() => answer(o.id)}>
                        {o.label}
                      </Button>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {o.description}
                      </Typography>
                    </Box>
                  ))}
                </Stack>
              )}
            </>
          )}
          <Link href={`${basename}/settings/banking`} sx={{ display: 'inline-block', mt: 3 }}>
            Back to payment settings
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
}
