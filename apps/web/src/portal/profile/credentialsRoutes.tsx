// Until the Profile area shell folds them in: /portal/profile/credentials (also /credential) and
// /portal/profile/photos, each tab with the profile status beside it (below 768 px, a button
// that opens the status in a dialog).
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { CredentialsTab } from './credentials/CredentialsTab';
import { PhotosTab } from './photos/PhotosTab';
import { ProfileStatusSidebar } from './status/ProfileStatusSidebar';

function WithStatus({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ order: { xs: 0, md: 1 }, width: { xs: '100%', md: 300 }, flexShrink: 0 }}>
        <ProfileStatusSidebar />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>{children}</Box>
    </Box>
  );
}

export const credentialsRoutes = [
  <Route key="profile-credentials" path="/profile/credentials" element={<WithStatus><CredentialsTab /></WithStatus>} />,
  <Route key="profile-credential" path="/profile/credential" element={<WithStatus><CredentialsTab /></WithStatus>} />,
  <Route key="profile-photos" path="/profile/photos" element={<WithStatus><PhotosTab /></WithStatus>} />,
];
