// The embedded domain provider's widget (spec 002 §7: "opened in the browser with the token; it
// offers purchase or connect, and configures records on the root domain (an A record and a www
// CNAME) or a subdomain (a CNAME), with TTL 300; its events are listened to"). It talks only to the
// simulator (/simulated-provider/domains) with the token, and ends with the flow's last step:
// FINISHED_SUCCESSFULLY (records set automatically), FINISHED_SUCCESSFULLY_MANUAL (the pro adds
// them) or EXIT (closed). A real provider's widget would replace this component, same events.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { normalizeDomain } from '@app/website/shared';
import { useEffect, useState } from 'react';
import { simulatedFinish, simulatedSession, type FlowEnd } from './domainCalls';

interface Props {
  token: string;
  onClose: (end: FlowEnd | { step: 'EXIT' }) => void;
}

export function SimulatedDomainWidget({ token, onClose }: Props) {
  const [mode, setMode] = useState<'connect' | 'purchase'>('connect');
  const [domain, setDomain] = useState('');
  const [setup, setSetup] = useState<'automatic' | 'manual'>('automatic');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    simulatedSession(token).then((s) => setExpired(!s.valid), () => setExpired(true));
  }, [token]);

  const valid = normalizeDomain(domain) !== null;
  const finish = async () => {
    setBusy(true);
    setError(null);
    try {
      onClose(await simulatedFinish({ token, mode, domain, setup }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose({ step: 'EXIT' })} fullWidth maxWidth="xs" aria-labelledby="domain-widget-title">
      <DialogTitle id="domain-widget-title">Connect your domain</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="info" variant="outlined">
            Simulated domain provider: nothing is bought and no DNS host is changed.
          </Alert>
          {expired && <Alert severity="error">This session has expired. Close this window and try again.</Alert>}
          <ToggleButtonGroup exclusive fullWidth size="small" value={mode} onChange={(_, value) => value && setMode(value)} aria-label="What to do">
            <ToggleButton value="connect">I own a domain</ToggleButton>
            <ToggleButton value="purchase">Buy a new domain</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            label={mode === 'connect' ? 'Your domain' : 'Domain to buy'}
            placeholder="example.com"
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            helperText={mode === 'purchase' && valid ? `${normalizeDomain(domain)} is available.` : 'A domain such as example.com, or a subdomain such as book.example.com.'}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { 'aria-label': 'Domain', autoCapitalize: 'none', spellCheck: false } }}
          />
          <div>
            <Typography variant="subtitle2" gutterBottom>DNS records</Typography>
            <RadioGroup value={setup} onChange={(e) => setSetup(e.target.value as 'automatic' | 'manual')}>
              <FormControlLabel value="automatic" control={<Radio size="small" />} label="Set up my records automatically" />
              <FormControlLabel value="manual" control={<Radio size="small" />} label="I'll add the records myself" />
            </RadioGroup>
          </div>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose({ step: 'EXIT' })}>Cancel</Button>
        <Button variant="contained" disabled={!valid || busy || expired} onClick={finish}>
          {busy ? 'Connecting…' : mode === 'connect' ? 'Connect' : 'Buy and connect'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
