// The services resource: /portal/services (tabs by hash) and, under it, Locations & Hours
// at /portal/services/locations (spec 002 §2).
import SpaIcon from '@mui/icons-material/SpaOutlined';
import { Route } from 'react-router-dom';
import { LocationsPage } from '../locations/LocationsPage';
import { ServicesPage } from './ServicesPage';

export const services = {
  name: 'services',
  list: ServicesPage,
  icon: SpaIcon,
  children: <Route path="locations" element={<LocationsPage />} />,
};
