import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { UserKind } from '../currentUser';

/**
 * The support console's pages are for support accounts; a pro who types their address is told so
 * (the API refuses them anyway). A pro reads their own appointment's story on its history page.
 */
export function SupportOnly({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<UserKind>();
  if (isPending) return null;
  if (permissions !== 'support') {
    return (
      <Box sx={{ py: 2 }}>
        <Alert severity="info">Only support staff can use the support console.</Alert>
      </Box>
    );
  }
  return <>{children}</>;
}
