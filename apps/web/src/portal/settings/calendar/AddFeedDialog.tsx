import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { rejectionMessages } from '../../shared/commandRejected';
import { useRefreshViews } from '../../shared/refreshViews';
import { useNotify } from 'react-admin';
import { calendarIntegrationCommands } from './calendarIntegrationsCalls';
import { addFeedTexts, FEED_ERROR } from './calendarIntegrationsMessages';

/** "Connect an iCal feed" (spec 002 §2): a modal asking for the feed URL; a bad URL keeps it open with the spec's message. */
export function AddFeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const refreshViews = useRefreshViews();

  const close = () => {
    setUrl('');
    setError(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await calendarIntegrationCommands.createFeed(url.trim());
      notify(addFeedTexts.success, { type: 'success' });
      refreshViews();
      close();
    } catch (failure) {
      setError(rejectionMessages(failure)[0] ?? FEED_ERROR);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-feed-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-feed-title">Connect an iCal feed</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            label="iCal feed URL"
            placeholder="https://calendar.google.com/calendar/ical/.../basic.ics"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            helperText="The secret address of your calendar in iCal format (Google: Settings › Integrate calendar; Apple: Share › Public calendar)."
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending || !url.trim()}>
            {pending ? 'Adding…' : 'Add feed'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
