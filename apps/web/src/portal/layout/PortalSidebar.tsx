import type { Theme } from '@mui/material';
import { useMediaQuery } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { ConnectCalendarNotice } from './ConnectCalendarNotice';
import { ReconnectCalendarModal } from './ReconnectCalendarModal';
import { useCalendarConnectionStatus } from './useCalendarConnectionStatus';

/**
 * react-admin's sidebar, closed whenever the window narrows to phone width (and open again when
 * it widens). On a phone the menu is a modal drawer; left open from the wide layout it would
 * mount open and close at once, and that drawer's invisible full-screen layer then stayed and
 * swallowed every tap until a reload.
 * Above the menu, the notice to connect a calendar (above, so it is in view on a laptop's screen
 * however long the menu grows); beside it, the 'Reconnect your calendar' modal (spec 001 §2). The
 * sidebar is 200px wide (theme.ts); the menu's groups collapse.
 */
export function PortalSidebar(props: SidebarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const wasPhone = useRef(phone);
  const crossed = wasPhone.current !== phone;
  useEffect(() => {
    if (wasPhone.current === phone) return;
    wasPhone.current = phone;
    setOpen(!phone);
  }, [phone, setOpen]);
  const connections = useCalendarConnectionStatus();
  // Until the stored state follows (one render), the drawer takes the new width's state.
  return (
    <>
      <Sidebar {...props} open={crossed ? !phone : open}>
        <>
          <ConnectCalendarNotice connections={connections} />
          {props.children}
        </>
      </Sidebar>
      <ReconnectCalendarModal connections={connections} />
    </>
  );
}
