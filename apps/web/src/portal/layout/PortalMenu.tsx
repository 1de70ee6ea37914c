import { Menu, useBasename, usePermissions } from 'react-admin';
import type { UserKind } from '../currentUser';
import { MenuGroupItem } from './MenuGroupItem';
import { isGroup, menuConfig, visibleFor } from './menuConfig';

export function PortalMenu() {
  const { permissions } = usePermissions<UserKind>();
  const basename = useBasename();
  return (
    <Menu>
      {menuConfig.map((entry) => {
        if (isGroup(entry)) {
          const items = entry.items.filter((item) => visibleFor(item, permissions));
          return items.length ? <MenuGroupItem key={entry.label} group={{ ...entry, items }} basename={basename} /> : null;
        }
        if (!visibleFor(entry, permissions)) return null;
        const Icon = entry.icon;
        return <Menu.Item key={entry.to} to={`${basename}${entry.to}`} primaryText={entry.label} leftIcon={<Icon />} />;
      })}
    </Menu>
  );
}
