// The Profile area's routes (spec 002 §2): every tab inside the ProfileLayout shell. Locations &
// Hours, Services and Endorsements are the pages that also live elsewhere in the portal.
import type { ReactElement } from 'react';
import { ResourceContextProvider, Title } from 'react-admin';
import { Route } from 'react-router-dom';
import { LocationsPage } from '../locations/LocationsPage';
import { EndorsementsPage } from '../reviews';
import { ServicesPage } from '../services/ServicesPage';
import { MiscTab } from './audience/MiscTab';
import { DetailsTab } from './details/DetailsTab';
import { ProfileLayout } from './ProfileLayout';
import { CredentialsTab } from './credentials/CredentialsTab';
import { PhotosTab } from './photos/PhotosTab';
import { ProfileStatusSidebar } from './status/ProfileStatusSidebar';

const inShell = (page: ReactElement) => <ProfileLayout sidebar={<ProfileStatusSidebar />}>{page}</ProfileLayout>;
/** The Profile area's own tabs title the app bar 'Profile'; the shared pages keep their titles. */
const ownTab = (page: ReactElement) => inShell(<><Title title="Profile" />{page}</>);

export const profileRoutes = [
  <Route key="profile" path="/profile" element={ownTab(<DetailsTab />)} />,
  <Route key="profile-combined" path="/profile/combined" element={ownTab(<DetailsTab />)} />,
  <Route key="profile-credentials" path="/profile/credentials" element={inShell(<CredentialsTab />)} />,
  <Route key="profile-credential" path="/profile/credential" element={inShell(<CredentialsTab />)} />,
  <Route key="profile-endorsements" path="/profile/endorsements" element={inShell(<EndorsementsPage />)} />,
  <Route key="profile-photos" path="/profile/photos" element={inShell(<PhotosTab />)} />,
  <Route key="profile-locations" path="/profile/locations" element={inShell(<LocationsPage />)} />,
  // The services list reads its resource from the context, as on /portal/services.
  <Route key="profile-services" path="/profile/services" element={inShell(<ResourceContextProvider value="services"><ServicesPage /></ResourceContextProvider>)} />,
  <Route key="profile-audience" path="/profile/audience" element={ownTab(<MiscTab />)} />,
];
