// Custom domain (spec 002 §2 Website, §4 "Custom domain", §8 Website "Domain"): none -> the provider's
// flow (a token, the provider's widget; saved only when it ends FINISHED_SUCCESSFULLY or
// FINISHED_SUCCESSFULLY_MANUAL) -> Activating -> active; the DNS records to set (an A record on the
// root and a www CNAME, or one CNAME for a subdomain; TTL 300), the 48-hour hint, the status with
// Refresh (asked again without cache; 'Processing' while it is fetched, 'Error getting status' when
// it fails), Delete after a confirmation.
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { CustomDomainMessages as M, isFinishedDomainFlowStep } from '@app/website/shared';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { failureWithReasons, useCommand } from '../../shared/useCommand';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { rejectionMessages } from '../../shared/commandRejected';
import { deleteCustomDomain, domainProviderToken, fetchCustomDomain, fetchDomainStatus, upsertCustomDomain, type CustomDomain, type FlowEnd } from './domainCalls';
import { SimulatedDomainWidget } from './SimulatedDomainWidget';

type StatusState = { kind: 'loading' } | { kind: 'found'; status: string | null } | { kind: 'failed' };

function DomainStatusChip({ domain }: { domain: string }) {
  const [state, setState] = useState<StatusState>({ kind: 'loading' });
  const load = useCallback(
    async (fresh: boolean) => {
      setState({ kind: 'loading' });
      try {
        setState({ kind: 'found', status: await fetchDomainStatus(domain, fresh) });
      } catch {
        setState({ kind: 'failed' });
      }
    },
    [domain],
  );
  useEffect(() => {
    load(false);
  }, [load]);

  const chip =
    state.kind === 'loading' ? (
      <Chip size="small" label={M.processing} icon={<CircularProgress size={12} />} />
    ) : state.kind === 'failed' ? (
      <Chip size="small" color="error" label={M.statusFailed} />
    ) : (
      <Chip size="small" color={state.status === 'active' ? 'success' : 'warning'} label={state.status ?? '—'} sx={{ textTransform: 'capitalize' }} />
    );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="status" aria-live="polite" aria-label="Domain status">
      {chip}
      <Tooltip title="Refresh status">
        <span>
          <IconButton size="small" aria-label="Refresh status" disabled={state.kind === 'loading'} onClick={() => load(true)}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

function DnsRecords({ domain }: { domain: CustomDomain }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        DNS records
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {domain.kind === 'root'
          ? `At your domain's DNS host, ${domain.domain} needs an A record on the root and a CNAME record for www:`
          : `At your domain's DNS host, ${domain.domain} needs one CNAME record:`}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="DNS records">
          <TableHead>
            <TableRow>
              <TableCell>Type</TableCell>
              <TableCell>Host</TableCell>
              <TableCell>Value</TableCell>
              <TableCell align="right">TTL</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {domain.dnsRecords.map((r) => (
              <TableRow key={`${r.type}-${r.host}`}>
                <TableCell>{r.type}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{r.host}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{r.value}</TableCell>
                <TableCell align="right">{r.ttl}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function DeleteDomainButton({ domain }: { domain: string }) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useCommand({ success: M.deleted, failure: (messages) => [M.deleteFailed, ...messages].join(' ') });
  return (
    <>
      <Button color="error" variant="outlined" size="small" disabled={pending} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="Delete custom domain"
        content={`Are you sure you want to delete ${domain}? Your booking page will no longer be connected to it.`}
        confirm="Delete"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          await run(deleteCustomDomain);
          setOpen(false);
        }}
      />
    </>
  );
}

export function CustomDomainCard() {
  const notify = useNotify();
  const { data, error, loading } = useRefreshedRead(fetchCustomDomain);
  const [token, setToken] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const save = useCommand({ success: M.saved, failure: failureWithReasons(M.saveFailed) });
  const domain = data?.customDomain ?? null;

  const open = async () => {
    setOpening(true);
    try {
      const { jwtToken, provider } = await domainProviderToken();
      if (provider !== 'simulated') {
        // A missing provider widget only logs a warning (spec 002 §8).
        console.warn(`The domain provider's widget (${provider ?? 'none'}) is not available.`);
        return;
      }
      setToken(jwtToken);
    } catch (e) {
      notify([M.tokenFailed, ...rejectionMessages(e)].join(' '), { type: 'error' });
    } finally {
      setOpening(false);
    }
  };

  const flowClosed = async (end: FlowEnd | { step: 'EXIT' }) => {
    setToken(null);
    if ('domain' in end && isFinishedDomainFlowStep(end.step)) await save.run(() => upsertCustomDomain(end.domain, end.step));
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Custom domain
        </Typography>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{`Error loading your custom domain: ${error.message}`}</Alert>}
        {loading ? (
          <CircularProgress size={24} aria-label="Loading your custom domain" />
        ) : domain ? (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
                <Typography component="span" sx={{ fontWeight: 600, wordBreak: 'break-all' }} data-testid="custom-domain">
                  {domain.domain}
                </Typography>
                <DomainStatusChip domain={domain.domain} />
              </Stack>
              <Box>
                <DeleteDomainButton domain={domain.domain} />
              </Box>
            </Stack>
            <DnsRecords domain={domain} />
            <Alert severity="info">{M.activationHint}</Alert>
          </Stack>
        ) : data ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              No custom domain yet. Buy a new domain or connect one you own, such as example.com or book.example.com, so clients reach your booking page at your own address.
            </Typography>
            <Button variant="contained" onClick={open} disabled={opening || save.pending}>
              {opening ? 'Opening…' : save.pending ? 'Saving…' : 'Connect a domain'}
            </Button>
          </Stack>
        ) : null}
      </CardContent>
      {token && <SimulatedDomainWidget token={token} onClose={flowClosed} />}
    </Card>
  );
}
