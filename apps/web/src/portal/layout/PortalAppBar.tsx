import { AppBar, LoadingIndicator, TitlePortal, usePermissions } from 'react-admin';
import { InboxButton } from '../inbox/InboxButton';

export function PortalAppBar() {
  const { permissions } = usePermissions<string>();
  return (
    <AppBar
      toolbar={
        <>
          {permissions === 'pro' && <InboxButton />}
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
