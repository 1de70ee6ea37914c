import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ClientContactDetails } from '../ClientContactDetails';
import { ClientFormDialog } from '../ClientFormDialog';
import { DeleteClientButton } from '../DeleteClientButton';
import type { Client } from '../types';
import { OpenPackages } from './OpenPackages';
import { UpcomingAppointments } from './UpcomingAppointments';

/** The profile's side panel: client details with Edit, upcoming appointments, '+ New appointment'. */
export function ClientSidePanel({ client }: { client: Client }) {
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Stack sx={{ gap: 2 }}>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h6" component="h2">
              Client details
            </Typography>
            {!client.deletedAt && (
              <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
          </Stack>
          <ClientContactDetails client={client} />
          {!client.deletedAt && (
            <Box sx={{ mt: 2 }}>
              <DeleteClientButton client={client} onDeleted={() => navigate(`${basename}/clients`)} />
            </Box>
          )}
        </CardContent>
      </Card>
      <UpcomingAppointments clientId={client.id} />
      <OpenPackages clientId={client.id} />
      <ClientFormDialog open={editing} client={client} onClose={() => setEditing(false)} />
    </Stack>
  );
}
