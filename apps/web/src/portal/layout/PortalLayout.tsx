import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';
import { PortalSidebar } from './PortalSidebar';

// react-admin's layout is at least as wide as its content's widest line (min-width: fit-content),
// so a row of scrollable tabs widened the whole page past a 390 px screen. The layout and its
// content column keep the screen's width; tabs scroll inside it.
const fitContent = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={PortalAppBar} menu={PortalMenu} sidebar={PortalSidebar} sx={fitContent}>
      {children}
    </Layout>
  );
}
