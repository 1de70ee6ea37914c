import { AppBar, LoadingIndicator, Logout, TitlePortal, UserMenu, usePermissions } from 'react-admin';
import { InboxButton } from '../inbox/InboxButton';
import { refreshViewsOutsideReactAdmin } from '../shared/refreshViews';
import { PreviewWebsiteMenuItem } from './PreviewWebsiteMenuItem';

export function PortalAppBar() {
  const { permissions } = usePermissions<string>();
  const pro = permissions === 'pro';
  return (
    <AppBar
      toolbar={
        <>
          {pro && <InboxButton />}
          {/* The refresh button refreshes the calendar too (it fetches its own events). */}
          <LoadingIndicator onClick={refreshViewsOutsideReactAdmin} />
        </>
      }
      userMenu={
        <UserMenu>
          {pro && <PreviewWebsiteMenuItem />}
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
