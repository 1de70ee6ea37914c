import type { Theme } from '@mui/material';
import { useMediaQuery } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

/**
 * react-admin's sidebar, closed whenever the window narrows to phone width (and open again when
 * it widens). On a phone the menu is a modal drawer; left open from the wide layout it would
 * mount open and close at once, and that drawer's invisible full-screen layer then stayed and
 * swallowed every tap until a reload.
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
  // Until the stored state follows (one render), the drawer takes the new width's state.
  return <Sidebar {...props} open={crossed ? !phone : open} />;
}
