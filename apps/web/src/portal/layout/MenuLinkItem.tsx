import { Menu } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { MenuLink } from './menuConfig';

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
      sx={below ? { '&.RaMenuItemLink-active': { color: 'text.secondary' } } : undefined}
    />
  );
}
