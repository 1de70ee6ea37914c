import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, CircularProgress, Divider, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Flyout } from '../layout/Flyout';
import { ClientContactDetails } from './ClientContactDetails';
import { ClientFormDialog } from './ClientFormDialog';
import { DeleteClientButton } from './DeleteClientButton';
import { PastAppointmentsPreview } from './PastAppointmentsPreview';
import type { Client } from './types';

interface Props {
  clientId: string | null;
  onClose: () => void;
}

/** The directory's row flyout (spec 001 §2): contact details and the last 2 past appointments. */
export function ClientDetailsFlyout({ clientId, onClose }: Props) {
  return (
    <Flyout open={clientId !== null} title="Client Details" onClose={onClose}>
      {clientId && <ClientDetails clientId={clientId} onClose={onClose} />}
    </Flyout>
  );
}

function ClientDetails({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const basename = useBasename();
  const [editing, setEditing] = useState(false);
  const { data: client, isPending, error } = useGetOne<Client>('clients', { id: clientId }, { retry: false });
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading client" />
      </Box>
    );
  }
  if (error || !client) return <Alert severity="error">Client not found</Alert>;
  const profile = `${basename}/clients/${client.id}`;
  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <Typography variant="h5" component="p">
          {client.name}
        </Typography>
        {client.clientType === 'invited' && (
          <Typography variant="body2" color="text.secondary">
            Invited
          </Typography>
        )}
      </Box>
      <ClientContactDetails client={client} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={profile}>
          View profile
        </Button>
        <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <DeleteClientButton client={client} onDeleted={onClose} />
      </Stack>
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Past appointments
      </Typography>
      <PastAppointmentsPreview clientId={client.id} />
      <Link component={RouterLink} to={profile} sx={{ alignSelf: 'flex-start' }}>
        View all appointments
      </Link>
      <ClientFormDialog open={editing} client={client} onClose={() => setEditing(false)} />
    </Stack>
  );
}
