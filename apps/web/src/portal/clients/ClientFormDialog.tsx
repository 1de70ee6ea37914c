import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { useId } from 'react';
import { Form, SaveButton, TextInput, useDataProvider } from 'react-admin';
import { displayPhone } from '@app/clients/shared';
import { FormFailure } from '../layout/FormFailure';
import { useFormSave } from '../practice/useFormSave';
import { ClientAddressInputs, ClientContactInputs } from './ClientInputs';
import { clientFieldOf, createClientTexts, editClientTexts } from './clientMessages';
import type { Client, ClientDraft } from './types';

interface Props {
  open: boolean;
  /** The client to edit; none to create one. */
  client?: Client;
  onClose: () => void;
  onSaved?: (client: Client) => void;
}

/** The 'Create client' modal, and the same form to edit a client's details. */
export function ClientFormDialog({ open, client, onClose, onSaved }: Props) {
  const titleId = useId();
  const narrow = useMediaQuery('(max-width:767.95px)');
  const dataProvider = useDataProvider();
  const editing = Boolean(client);
  const { save, failure } = useFormSave<ClientDraft, Client>({
    send: async (values) =>
      (client
        ? await dataProvider.update<Client>('clients', { id: client.id, data: values, previousData: client })
        : await dataProvider.create<Client>('clients', { data: values as unknown as Client })
      ).data,
    ...(editing ? editClientTexts : createClientTexts),
    fieldOf: clientFieldOf,
    onSaved: (saved) => {
      onClose();
      onSaved?.(saved);
    },
  });
  const record = client ? { ...client, phone: editablePhone(client) } : {};

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={narrow}>
      <DialogTitle id={titleId}>{editing ? 'Edit client' : 'Create client'}</DialogTitle>
      {open && (
        <Form record={record} onSubmit={save} noValidate>
          <DialogContent sx={{ pt: 0 }}>
            <ClientContactInputs phoneRequired={!editing} />
            {editing ? <ClientAddressInputs /> : <TextInput source="notes" label="Notes" fullWidth multiline minRows={2} />}
            <FormFailure text={failure} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Cancel</Button>
            <SaveButton label={editing ? 'Save' : 'Create client'} alwaysEnable={!editing} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}

/** E.164 as people write it (a foreign number keeps its country code), with its extension, so a save keeps both. */
function editablePhone(client: Client): string {
  if (!client.phone) return '';
  const phone = displayPhone(client.phone);
  return client.phoneExtension ? `${phone} ext. ${client.phoneExtension}` : phone;
}
