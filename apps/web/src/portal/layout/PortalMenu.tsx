import { Menu, useBasename, usePermissions } from 'react-admin';
import type { UserKind } from '../currentUser';
import { usePracticeFlags } from '../practice/usePracticeFlags';
import { MenuGroupItem } from './MenuGroupItem';
import { BELOW_EXACT_LINK, MenuLinkItem } from './MenuLinkItem';
import { isGroup, menuConfig, visibleFor } from './menuConfig';

export function PortalMenu() {
  const { permissions } = usePermissions<UserKind>();
  const basename = useBasename();
  const flags = usePracticeFlags();
  return (
    <Menu sx={{ [`& .RaMenuItemLink-active.${BELOW_EXACT_LINK}`]: { color: 'text.secondary' } }}>
      {menuConfig.map((entry) => {
        if (isGroup(entry)) {
          const items = entry.items.filter((item) => visibleFor(item, permissions, flags));
          return items.length ? <MenuGroupItem key={entry.label} group={{ ...entry, items }} basename={basename} /> : null;
        }
        if (!visibleFor(entry, permissions, flags)) return null;
        return <MenuLinkItem key={entry.to} item={entry} basename={basename} />;
      })}
    </Menu>
  );
}
