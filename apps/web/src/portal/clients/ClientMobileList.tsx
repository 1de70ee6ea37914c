import { List as MuiList, ListItemButton, ListItemText, Divider } from '@mui/material';
import { Fragment } from 'react';
import { useListContext } from 'react-admin';
import { lastAppointment } from './appointmentText';
import { ClientEmpty } from './ClientEmpty';
import type { Client } from './types';

/** Below 768px the grid becomes a simple list; a tap opens the same flyout. */
export function ClientMobileList({ onOpen }: { onOpen: (client: Client) => void }) {
  const { data, isPending } = useListContext<Client>();
  if (isPending) return null;
  if (!data?.length) return <ClientEmpty filtered />;
  return (
    <MuiList disablePadding aria-label="Clients">
      {data.map((client, index) => (
        <Fragment key={client.id}>
          {index > 0 && <Divider component="li" />}
          <li>
            <ListItemButton onClick={() => onOpen(client)}>
              <ListItemText
                primary={client.name}
                secondary={[client.formattedPhone ?? client.phone, client.email, client.lastAppointmentDate && `Last appt. ${lastAppointment(client.lastAppointmentDate)}`]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          </li>
        </Fragment>
      ))}
    </MuiList>
  );
}
