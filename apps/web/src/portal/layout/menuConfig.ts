// The side navigation as data (spec 001 §2 "Portal navigation"). Only pages that work
// today are listed; add the spec's entries here as their pages are built, in the spec's
// order: Calendar, Clients, Payments, then the groups My Practice, My Website, Reviews
// and Settings. The Mailbox (the e-mails the product sent) is ours, not the spec's.
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventNoteIcon from '@mui/icons-material/EventNote';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import SpaIcon from '@mui/icons-material/SpaOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { UserKind } from '../currentUser';

export interface MenuLink {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Who sees the entry; everyone when omitted. */
  roles?: UserKind[];
  /** Highlight only on this very path, not on the pages below it (/services vs /services/locations). */
  exact?: boolean;
}

export interface MenuGroup {
  label: string;
  icon: SvgIconComponent;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const menuConfig: MenuEntry[] = [
  { label: 'Calendar', to: '/calendar', icon: CalendarMonthIcon, roles: ['pro'] },
  { label: 'Appointments', to: '/appointments', icon: EventNoteIcon },
  { label: 'Clients', to: '/clients', icon: PeopleIcon, roles: ['pro'] },
  { label: 'Payments', to: '/payments', icon: PaymentsIcon, roles: ['pro'] },
  { label: 'Mailbox', to: '/mailbox', icon: MailOutlineIcon, roles: ['pro'] },
  {
    label: 'My Practice',
    icon: StorefrontIcon,
    items: [
      { label: 'Services', to: '/services', icon: SpaIcon, roles: ['pro'], exact: true },
      { label: 'Locations & Hours', to: '/services/locations', icon: PlaceIcon, roles: ['pro'] },
    ],
  },
  {
    label: 'Settings',
    icon: SettingsIcon,
    items: [
      { label: 'Booking', to: '/settings/booking', icon: EventAvailableIcon, roles: ['pro'] },
      { label: 'Payment settings', to: '/settings/banking', icon: AccountBalanceIcon, roles: ['pro'] },
    ],
  },
];

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

export function visibleFor(entry: MenuLink, kind: UserKind | undefined): boolean {
  return !entry.roles || (kind !== undefined && entry.roles.includes(kind));
}
