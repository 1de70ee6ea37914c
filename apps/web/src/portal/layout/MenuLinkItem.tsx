import type { SvgIconComponent } from '@mui/icons-material';
import { Badge } from '@mui/material';
import { Menu } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useProfileStatusCount } from '../profile/status/useProfileStatusCount';
import type { MenuLink } from './menuConfig';

/** Pages below an `exact` entry's path carry this class; PortalMenu styles them as inactive. */
export const BELOW_EXACT_LINK = 'menu-link-below';

/**
 * react-admin marks a link active on every path below it too; an `exact` entry
 * (Services, above Locations & Hours) drops that look on the pages below it.
 */
/** The Profile entry's icon with the number of profile steps still to do (none shown at 0). */
function ProfileStepsIcon({ Icon }: { Icon: SvgIconComponent }) {
  const count = useProfileStatusCount();
  return (
    <Badge badgeContent={count ?? 0} color="error" max={9} aria-label={count ? `${count} profile steps to do` : undefined}>
      <Icon />
    </Badge>
  );
}

export function MenuLinkItem({ item, basename }: { item: MenuLink; basename: string }) {
  const { pathname } = useLocation();
  const Icon = item.icon;
  const to = `${basename}${item.to}`;
  const below = item.exact && pathname.replace(/\/$/, '') !== to;
  return (
    <Menu.Item
      to={to}
      primaryText={item.label}
      leftIcon={item.badge === 'profileSteps' ? <ProfileStepsIcon Icon={Icon} /> : <Icon />}
      className={below ? BELOW_EXACT_LINK : undefined}
      // In the 200 px navigation a long name ('Calendar Integrations') wraps rather than being cut.
      sx={{ '& .MuiTypography-root': { whiteSpace: 'normal', lineHeight: 1.3 } }}
    />
  );
}
