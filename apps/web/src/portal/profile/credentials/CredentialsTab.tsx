// /portal/profile/credentials (spec 002 §2 Profile area, Credentials tab; §4 "Credential"): the
// add form (at most 5 credentials), the credentials waiting for review ('Pending review') and the
// approved ones in the pro's order (Move up / Move down), each removable after a confirmation.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Card, CardContent, CardHeader, Chip, CircularProgress, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Confirm, Title } from 'react-admin';
import { MAX_CREDENTIALS, ProfileMessages as M } from '@app/profile/shared';
import { failureWithReasons, useCommand } from '../../shared/useCommand';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { AddCredentialForm } from './AddCredentialForm';
import { fetchCredentials, removeCredential, reorderCredentials, type ProCredential } from './credentialCalls';

const describe = (c: ProCredential): string =>
  c.kind === 'license'
    ? [c.issuer?.name, c.stateIssued, c.licenseNumber ? `License ${c.licenseNumber}` : null].filter(Boolean).join(' · ')
    : [c.issuer?.name, c.filestackDocumentName].filter(Boolean).join(' · ');

export function CredentialsTab() {
  const read = useCallback(fetchCredentials, []);
  const { data, error, loading } = useRefreshedRead(read);
  const [removing, setRemoving] = useState<ProCredential | null>(null);
  const remove = useCommand({ success: M.deleted, failure: failureWithReasons(M.removeFailed) });
  const reorder = useCommand({ success: 'Credentials reordered.', failure: failureWithReasons(M.reorderFailed) });

  const credentials = data ?? [];
  const pending = credentials.filter((c) => c.state === 'pending');
  const approved = credentials.filter((c) => c.state === 'approved');
  const full = credentials.length >= MAX_CREDENTIALS;

  const move = (index: number, to: number) => {
    const ids = approved.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(to, 0, moved);
    reorder.run(() => reorderCredentials(ids)).then(() => requestAnimationFrame(() => document.getElementById(`credential-${moved}-${to < index ? 'up' : 'down'}`)?.focus()));
  };

  const row = (c: ProCredential, actions: React.ReactNode) => (
    <ListItem key={c.id} divider secondaryAction={<Stack direction="row">{actions}</Stack>} sx={{ pr: { xs: 16, sm: 18 } }}>
      <ListItemText
        primary={c.credential.name}
        secondary={
          <>
            {describe(c)}
            {c.filestackDocument && (
              <> · <a href={c.filestackDocument} target="_blank" rel="noreferrer">View document</a></>
            )}
          </>
        }
      />
    </ListItem>
  );
  const removeButton = (c: ProCredential) => (
    <Tooltip title="Remove">
      <IconButton aria-label={`Remove ${c.credential.name}`} onClick={() => setRemoving(c)} disabled={remove.pending}>
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  );

  return (
    <Box sx={{ mb: 4 }}>
      <Title title="Credentials" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>Credentials</Typography>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{M.statusSyncFailed.replace('profile status', 'credentials')}</Alert>}
      <Card sx={{ mb: 2 }}>
        <CardHeader title="Add credential" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
        <CardContent sx={{ pt: 0 }}>
          {full && <Alert severity="info" sx={{ mb: 2 }}>{M.maxCredentials}</Alert>}
          <AddCredentialForm disabled={full || loading} />
        </CardContent>
      </Card>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}><CircularProgress aria-label="Loading credentials" /></Box>
      ) : (
        <>
          {pending.length > 0 && (
            <Card sx={{ mb: 2 }}>
              <CardHeader title="Pending review" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
              <List aria-label="Pending review" dense>
                {pending.map((c) => row(c, <><Chip size="small" label="Pending review" color="warning" sx={{ mr: 1, alignSelf: 'center', display: { xs: 'none', sm: 'inline-flex' } }} />{removeButton(c)}</>))}
              </List>
            </Card>
          )}
          <Card>
            <CardHeader title="Approved credentials" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
            {approved.length === 0 ? (
              <CardContent sx={{ pt: 0 }}>
                <Typography color="text.secondary">No approved credentials yet. Credentials you add show here once our team has reviewed them.</Typography>
              </CardContent>
            ) : (
              <List aria-label="Approved credentials" dense>
                {approved.map((c, i) =>
                  row(
                    c,
                    <>
                      <IconButton id={`credential-${c.id}-up`} aria-label={`Move ${c.credential.name} up`} disabled={i === 0 || reorder.pending} onClick={() => move(i, i - 1)}>
                        <ArrowUpwardIcon />
                      </IconButton>
                      <IconButton id={`credential-${c.id}-down`} aria-label={`Move ${c.credential.name} down`} disabled={i === approved.length - 1 || reorder.pending} onClick={() => move(i, i + 1)}>
                        <ArrowDownwardIcon />
                      </IconButton>
                      {removeButton(c)}
                    </>,
                  ),
                )}
              </List>
            )}
          </Card>
        </>
      )}
      <Confirm
        isOpen={removing !== null}
        title="Remove credential"
        content={removing ? `Remove ${removing.credential.name} from your profile?` : ''}
        confirm="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const target = removing;
          setRemoving(null);
          if (target) await remove.run(() => removeCredential(target.id));
        }}
      />
    </Box>
  );
}
