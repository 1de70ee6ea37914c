import { Link, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, List, Pagination, SearchInput } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { lastAppointment } from './appointmentText';
import { ClientDetailsFlyout } from './ClientDetailsFlyout';
import { ClientEmpty } from './ClientEmpty';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientListActions } from './ClientListActions';
import { ClientMobileList } from './ClientMobileList';
import { InviteClientsModal, useInviteOffer } from './invite/InviteClientsModal';
import type { Client } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search clients" />];

/** The client directory at /portal/clients (spec 001 §2): server-side search, sort and paging. */
export function ClientList() {
  const narrow = useMediaQuery('(max-width:767.95px)');
  const [params, setParams] = useSearchParams();
  const [openClientId, setOpenClientId] = useState<string | null>(null);
  const invite = useInviteOffer();
  // Spec 001 §2: /portal/clients?show_add_client_form=1 opens the add-client form.
  const creating = params.get('show_add_client_form') === '1';
  const setCreating = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('show_add_client_form', '1');
        else next.delete('show_add_client_form');
        return next;
      },
      { replace: !open },
    );
  const open = (client: Client) => setOpenClientId(client.id);

  return (
    <>
      <List
        title="Clients"
        filters={filters}
        sort={{ field: 'lastName', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<ClientListActions onCreate={() => setCreating(true)} onInvite={invite.show} />}
        empty={<ClientEmpty onCreate={() => setCreating(true)} onInvite={invite.show} onFirstVisit={invite.offerOnce} />}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      >
        {narrow ? (
          <ClientMobileList onOpen={open} />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick={(_id, _resource, record) => {
              open(record as Client);
              return false;
            }}
            empty={<ClientEmpty filtered />}
          >
            <FunctionField<Client>
              label="Full Name"
              sortBy="fullName"
              render={(c) => (
                // The row opens the flyout on click; the name is the same action for the keyboard.
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  color="inherit"
                  onClick={(event) => {
                    event.stopPropagation();
                    open(c);
                  }}
                  sx={{ font: 'inherit', textAlign: 'left' }}
                >
                  {c.name}
                </Link>
              )}
            />
            <FunctionField<Client> label="Email" sortBy="email" render={(c) => c.email ?? '—'} />
            <FunctionField<Client> label="Phone" sortBy="phone" render={(c) => c.formattedPhone ?? c.phone ?? '—'} />
            <FunctionField<Client>
              label="Last appt."
              sortBy="lastAppointmentDate"
              render={(c) => lastAppointment(c.lastAppointmentDate)}
            />
          </Datagrid>
        )}
      </List>
      <ClientDetailsFlyout clientId={openClientId} onClose={() => setOpenClientId(null)} />
      <ClientFormDialog open={creating} onClose={() => setCreating(false)} />
      <InviteClientsModal open={invite.open} onClose={invite.dismiss} />
    </>
  );
}
