// The side navigation as data (spec 001 §2 "Portal navigation"). Only pages that work
// today are listed; add the spec's entries here as their pages are built, in the spec's
// order: Calendar, Clients, Payments, then the groups My Practice, My Website, Reviews
// and Settings, e.g.
//   { label: 'Settings', icon: SettingsIcon, items: [{ label: 'Account', to: '/settings/personal', icon: ... }] }
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { SvgIconComponent } from '@mui/icons-material';
import type { UserKind } from '../currentUser';

export interface MenuLink {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Who sees the entry; everyone when omitted. */
  roles?: UserKind[];
}

export interface MenuGroup {
  label: string;
  icon: SvgIconComponent;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const menuConfig: MenuEntry[] = [{ label: 'Appointments', to: '/appointments', icon: EventNoteIcon }];

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

export function visibleFor(entry: MenuLink, kind: UserKind | undefined): boolean {
  return !entry.roles || (kind !== undefined && entry.roles.includes(kind));
}
