import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { formatPhone } from '@app/clients/shared';
import { GroupEventMessages as M } from '@app/group-events/shared';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ClientPicker, type ClientSelection } from '../../appointments/editor/ClientPicker';
import { registeredText } from './groupEventDraft';
import { addRegistrant, removeRegistrant, type GroupEventRecord, type GroupEventRegistrant } from './groupEventQueries';
import { RegistrantPaymentLine } from './RegistrantPaymentLine';

interface Props {
  event: GroupEventRecord;
  /** The registrants are being read again. */
  reloading: boolean;
  /** Reading them again failed ('Error loading registrants'). */
  reloadFailed: boolean;
  /** Changes each time the list is read again. */
  version: number;
  /** Something changed: read the event (and the calendar) again. */
  onChanged: () => void;
}

const NOBODY: ClientSelection = { client: null, newClient: null };

/** The Registrants tab (spec 001 §2, §4, §5): who is registered, their payments, remove and add. */
export function GroupRegistrants({ event, reloading, reloadFailed, version, onChanged }: Props) {
  const notify = useNotify();
  const [who, setWho] = useState<ClientSelection>(NOBODY);
  const [pickerKey, setPickerKey] = useState(0);
  const [adding, setAdding] = useState(false);
  const [addFailure, setAddFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  // The registrant the confirm dialog asks about; kept while the dialog fades out.
  const [confirm, setConfirm] = useState<{ open: boolean; client: GroupEventRegistrant | null }>({ open: false, client: null });
  const toRemove = confirm.open ? confirm.client : null;
  const setToRemove = (client: GroupEventRegistrant | null) => setConfirm((c) => (client ? { open: true, client } : { ...c, open: false }));

  async function add() {
    setAddFailure(null);
    const chosen = who.client ? { clientId: who.client.id } : who.newClient?.firstName.trim() ? { clientParams: clientParams(who.newClient) } : null;
    if (!chosen) {
      setAddFailure(M.selectClient);
      return;
    }
    setAdding(true);
    try {
      const outcome = await addRegistrant(event.id, chosen);
      if (outcome?.result === 'success') {
        const name = who.client ? who.client.name : `${who.newClient?.firstName ?? ''} ${who.newClient?.lastName ?? ''}`.trim();
        notify(`${name} was added to the event`, { type: 'success' });
        setWho(NOBODY);
        setPickerKey((k) => k + 1);
        onChanged();
        return;
      }
      const text = outcome?.errors.length ? `${M.addClientFailed}: ${outcome.errors.join(' ')}` : M.addClientFailed;
      setAddFailure(text);
      notify(text, { type: 'error' });
    } catch {
      setAddFailure(M.addClientFailed);
      notify(M.addClientFailed, { type: 'error' });
    } finally {
      setAdding(false);
    }
  }

  async function remove(client: GroupEventRegistrant) {
    setToRemove(null);
    setRemoving(client.id);
    setRemoveFailure(null);
    try {
      const outcome = await removeRegistrant(event.id, client.id);
      if (outcome?.result === 'success') {
        notify(`${client.firstName} ${client.lastName} was removed from the event`, { type: 'success' });
        onChanged();
        return;
      }
      const text = outcome?.errors.length ? `${M.removeClientFailed}: ${outcome.errors.join(' ')}` : M.removeClientFailed;
      setRemoveFailure(text);
      notify(text, { type: 'error' });
    } catch {
      setRemoveFailure(M.removeClientFailed);
      notify(M.removeClientFailed, { type: 'error' });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Stack sx={{ gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Registrants
        </Typography>
        <Typography variant="body2" color={event.atCapacity ? 'warning.main' : 'text.secondary'} aria-live="polite">
          {registeredText(event.clientsCount, event.capacity)}
        </Typography>
      </Box>
      <Box sx={{ position: 'relative' }} aria-busy={reloading}>
        {reloading && <LinearProgress aria-label="Loading registrants" sx={{ position: 'absolute', top: -6, left: 0, right: 0 }} />}
        {reloadFailed && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {M.loadRegistrantsError}
          </Alert>
        )}
        {event.clients.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No one has registered yet.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Registrants">
            {event.clients.map((client, index) => {
              const name = `${client.firstName} ${client.lastName}`.trim();
              return (
                <Box key={client.registrationId}>
                  {index > 0 && <Divider component="li" />}
                  <ListItem
                    disableGutters
                    sx={{ alignItems: 'flex-start', py: 1 }}
                    secondaryAction={
                      <Tooltip title={`Remove ${name}`}>
                        <span>
                          <IconButton aria-label={`Remove ${name}`} disabled={removing !== null} onClick={() => setToRemove(client)}>
                            <PersonRemoveIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                    }
                  >
                    <Box sx={{ pr: 6, minWidth: 0, width: '100%' }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {name}
                        </Typography>
                        {client.overCapacity && <Chip size="small" label="Over capacity" color="warning" variant="outlined" />}
                      </Box>
                      {(client.email || client.phone) && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                          {[client.email, formatPhone(client.phone) ?? client.phone].filter(Boolean).join(' · ')}
                        </Typography>
                      )}
                      <RegistrantPaymentLine
                        bookableEventId={event.id}
                        client={client}
                        currency={event.amountCurrency}
                        timeZone={event.timeZone}
                        version={version}
                        onPaid={onChanged}
                      />
                    </Box>
                  </ListItem>
                </Box>
              );
            })}
          </List>
        )}
        {removeFailure && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {removeFailure}
          </Alert>
        )}
      </Box>
      <Divider />
      <Stack sx={{ gap: 1 }} component="section" aria-labelledby="add-registrant-heading">
        <Typography id="add-registrant-heading" variant="subtitle2" component="h3">
          Add a registrant
        </Typography>
        {event.atCapacity && <Alert severity="warning">{M.atCapacityWarning}</Alert>}
        <ClientPicker
          key={pickerKey}
          value={who}
          onChange={(value) => {
            setWho(value);
            setAddFailure(null);
          }}
        />
        {addFailure && (
          <Alert severity="error" role="alert">
            {addFailure}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" disabled={adding} onClick={() => void add()}>
            {adding ? 'Adding…' : 'Add registrant'}
          </Button>
        </Box>
      </Stack>
      <Dialog open={confirm.open} onClose={() => setToRemove(null)} aria-labelledby="remove-registrant-title">
        <DialogTitle id="remove-registrant-title">Remove this registrant?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm.client ? `${confirm.client.firstName} ${confirm.client.lastName}`.trim() : ''} will no longer be registered for {event.name}.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToRemove(null)} autoFocus>
            Keep
          </Button>
          <Button color="error" variant="contained" onClick={() => toRemove && void remove(toRemove)}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function clientParams(c: NonNullable<ClientSelection['newClient']>) {
  return { firstName: c.firstName.trim(), lastName: c.lastName.trim() || null, email: c.email?.trim() || null, phone: c.phone?.trim() || null };
}
