import { Alert, Box, Breadcrumbs, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Title, useBasename, useGetOne } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Client } from '../types';
import { ClientBillingTab } from './billing/ClientBillingTab';
import { ClientNotesTab } from './ClientNotesTab';
import { ClientIntakeTab } from './intake/ClientIntakeTab';
import { ClientProfileTabs, type ProfileTab } from './ClientProfileTabs';
import { ClientSidePanel } from './ClientSidePanel';
import { PastAppointmentList } from './PastAppointmentList';

const deletedOn = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** /portal/clients/{id} (Overview), /portal/clients/{id}/billing, .../notes and .../intake_form (spec 001 §2 "Client profile"). */
export function ClientProfile({ tab }: { tab: ProfileTab }) {
  const { id = '' } = useParams();
  const basename = useBasename();
  const { data: client, isPending, error } = useGetOne<Client>('clients', { id }, { retry: false });

  const breadcrumb = (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={`${basename}/clients`} underline="hover" color="inherit">
        Client directory
      </Link>
      <Typography color="text.primary">{client?.name ?? '…'}</Typography>
    </Breadcrumbs>
  );

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading client" />
      </Box>
    );
  }
  if (error || !client) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="Client" />
        {breadcrumb}
        <Alert severity="error">Client not found</Alert>
      </Box>
    );
  }

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={client.name} />
      {breadcrumb}
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {client.name}
      </Typography>
      {client.deletedAt && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This client was deleted from your directory on {deletedOn(client.deletedAt)}.
        </Alert>
      )}
      <ClientProfileTabs clientId={client.id} value={tab} />
      {tab === 'notes' ? (
        <ClientNotesTab client={client} />
      ) : tab === 'billing' ? (
        <ClientBillingTab client={client} />
      ) : tab === 'intake_form' ? (
        <ClientIntakeTab client={client} />
      ) : (
        <Stack direction={{ xs: 'column-reverse', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <PastAppointmentList client={client} />
          </Box>
          <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
            <ClientSidePanel client={client} />
          </Box>
        </Stack>
      )}
    </Box>
  );
}
