import { Autocomplete, Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { MESSAGES } from '../../calendar/calendarMessages';
import type { NewClientInput } from '../../../graphql/graphql';
import { fetchClient, searchClients } from './editorQueries';
import type { ClientChoice } from '../../calendar/calendarTypes';
import { hasContact } from './appointmentDraft';

export interface ClientSelection {
  client: ClientChoice | null;
  /** A client typed in here, created with the appointment. */
  newClient: NewClientInput | null;
}

interface Props {
  value: ClientSelection;
  onChange: (value: ClientSelection) => void;
}

// Spec 001 §5 "Create client": the server refuses a new client without a phone.
const PHONE_REQUIRED = 'Phone is required to create a client.';

const EMPTY_CLIENT: NewClientInput = { firstName: '', lastName: '', email: '', phone: '' };

function optionLabel(client: ClientChoice): string {
  const contact = client.email || client.formattedPhone || client.phone;
  return contact ? `${client.name} (${contact})` : client.name;
}

/** Search the directory (clients(search)), or add a new client inline. */
export function ClientPicker({ value, onChange }: Props) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<ClientChoice[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (value.newClient) return;
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      searchClients(input.replace(/\s*\(.*$/, '').trim())
        .then((found) => live && setOptions(found))
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input, value.newClient]);

  const choose = async (client: ClientChoice | null) => {
    onChange({ client, newClient: null });
    if (!client) return;
    // The client's own prices per service come with the full record.
    const full = await fetchClient(client.id).catch(() => null);
    if (full) onChange({ client: { ...client, ...full }, newClient: null });
  };

  if (value.newClient) {
    const c = value.newClient;
    const set = (patch: Partial<NewClientInput>) => onChange({ client: null, newClient: { ...c, ...patch } });
    return (
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2">New client</Typography>
          <Button size="small" onClick={() => onChange({ client: null, newClient: null })}>
            Choose an existing client
          </Button>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
          <TextField size="small" required label="First name" value={c.firstName} onChange={(e) => set({ firstName: e.target.value })} fullWidth />
          <TextField size="small" required label="Last name" value={c.lastName} onChange={(e) => set({ lastName: e.target.value })} fullWidth />
        </Stack>
        <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
          <TextField size="small" type="email" label="Email" value={c.email ?? ''} onChange={(e) => set({ email: e.target.value })} fullWidth />
          <TextField size="small" type="tel" required label="Phone" value={c.phone ?? ''} onChange={(e) => set({ phone: e.target.value })} fullWidth />
        </Stack>
        {!c.phone?.trim() && <FormHelperText>{PHONE_REQUIRED}</FormHelperText>}
      </Box>
    );
  }

  const noContact = value.client !== null && !hasContact(value.client);
  return (
    <Box>
      <Autocomplete
        options={options}
        value={value.client}
        loading={loading}
        filterOptions={(x) => x}
        getOptionLabel={optionLabel}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, client) => void choose(client)}
        onInputChange={(_, text) => setInput(text)}
        noOptionsText={input ? 'No matching clients' : 'No clients yet'}
        renderInput={(params) => <TextField {...params} size="small" label="Client" required error={noContact} helperText={noContact ? MESSAGES.noContact : undefined} />}
      />
      <Button size="small" sx={{ mt: 0.5 }} onClick={() => onChange({ client: null, newClient: { ...EMPTY_CLIENT } })}>
        + New client
      </Button>
    </Box>
  );
}

export function clientReady(value: ClientSelection): boolean {
  if (value.client) return hasContact(value.client);
  const c = value.newClient;
  return Boolean(c && c.firstName.trim() && c.lastName.trim() && c.phone?.trim());
}

/** The new client as the API's NewClientInput, without empty fields. */
export function newClientInput(c: NewClientInput): NewClientInput {
  return {
    firstName: c.firstName.trim(),
    lastName: c.lastName.trim(),
    email: c.email?.trim() || null,
    phone: c.phone?.trim() || null,
  };
}
