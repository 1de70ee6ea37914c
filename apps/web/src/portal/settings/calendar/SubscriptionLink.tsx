import { Button, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { copyText } from '../../shared/CopyLinkButton';
import { useCommand } from '../../shared/useCommand';
import { calendarIntegrationCommands } from './calendarIntegrationsCalls';
import { createLinkTexts, revokeLinkTexts } from './calendarIntegrationsMessages';

/** The private link to the pro's appointments as iCalendar (ours, beyond the spec): create, copy, replace, turn off. */
export function SubscriptionLink({ path }: { path: string | null }) {
  const create = useCommand(createLinkTexts);
  const revoke = useCommand(revokeLinkTexts);
  const notify = useNotify();
  const url = path ? `${window.location.origin}${path}` : null;
  const copy = async () => {
    try {
      await copyText(url!);
      notify('Copied', { type: 'success' });
    } catch {
      notify(`Could not copy the link. It is ${url}`, { type: 'error' });
    }
  };
  if (!url) {
    return (
      <Button variant="outlined" disabled={create.pending} onClick={() => create.run(calendarIntegrationCommands.createLink)}>
        Create calendar link
      </Button>
    );
  }
  return (
    <Stack sx={{ gap: 1.5 }}>
      <TextField label="Your private calendar link" value={url} fullWidth slotProps={{ input: { readOnly: true } }} size="small" />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={copy}>
          Copy link
        </Button>
        <Button disabled={create.pending} onClick={() => create.run(calendarIntegrationCommands.createLink)}>
          New link
        </Button>
        <Button color="error" disabled={revoke.pending} onClick={() => revoke.run(calendarIntegrationCommands.revokeLink)}>
          Turn off
        </Button>
      </Stack>
    </Stack>
  );
}
