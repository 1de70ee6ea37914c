// The clients resource: the directory at /portal/clients, the invite wizard at
// /portal/clients/invite, a profile at /portal/clients/{id} with its Billing, Notes and Intake form
// pages at .../billing, .../notes and .../intake_form.
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { Route } from 'react-router-dom';
import { ClientList } from './ClientList';
import { InviteWizardPage } from './invite/InviteWizardPage';
import { ClientProfile } from './profile/ClientProfile';

export const clients = {
  name: 'clients',
  list: ClientList,
  icon: PeopleIcon,
  children: (
    <>
      <Route path="invite" element={<InviteWizardPage />} />
      <Route path=":id" element={<ClientProfile tab="overview" />} />
      <Route path=":id/notes" element={<ClientProfile tab="notes" />} />
      <Route path=":id/billing" element={<ClientProfile tab="billing" />} />
      <Route path=":id/intake_form" element={<ClientProfile tab="intake_form" />} />
    </>
  ),
};
