import { Menu } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { MenuLink } from './menuConfig';

/** Pages below an `exact` entry's path carry this class; PortalMenu styles them as inactive. */
export const BELOW_EXACT_LINK = 'menu-link-below';

/**
 * react-admin marks a link active on every path below it too; an `exact` entry
 * (Services, above Locations & Hours) drops that look on the pages below it.
 */
export function MenuLinkItem({ item, basename }: { item: MenuLink; basename: string }) {
  const { pathname } = useLocation();
  const Icon = item.icon;
  const to = `${basename}${item.to}`;
  const below = item.exact && pathname.replace(/\/$/, '') !== to;
  return (
    <Menu.Item
      to={to}
      primaryText={item.label}
      leftIcon={<Icon />}
      className={below ? BELOW_EXACT_LINK : undefined}
      // In the 200 px navigation a long name ('Calendar Integrations') wraps rather than being cut.
      sx={{ '& .MuiTypography-root': { whiteSpace: 'normal', lineHeight: 1.3 } }}
    />
  );
}
