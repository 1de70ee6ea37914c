import { useState } from 'react';
import { AppBar, LoadingIndicator, Logout, TitlePortal, UserMenu, usePermissions } from 'react-admin';
import { DownloadAppPrompt } from '../../shared/download-app';
import { InboxButton } from '../inbox/InboxButton';
import { refreshViewsOutsideReactAdmin } from '../shared/refreshViews';
import { GetMobileAppMenuItem } from './GetMobileAppMenuItem';
import { PreviewWebsiteMenuItem } from './PreviewWebsiteMenuItem';

export function PortalAppBar() {
  const { permissions } = usePermissions<string>();
  const pro = permissions === 'pro';
  const [appPrompt, setAppPrompt] = useState(false);
  return (
    <>
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
            {pro && <GetMobileAppMenuItem onOpen={() => setAppPrompt(true)} />}
            <Logout />
          </UserMenu>
        }
      >
        <TitlePortal />
      </AppBar>
      {appPrompt && <DownloadAppPrompt audience="pro" onClose={() => setAppPrompt(false)} />}
    </>
  );
}
