// The side navigation as data (spec 001 §2 "Portal navigation"). Only pages that work
// today are listed; add the spec's entries here as their pages are built, in the spec's
// order: Calendar, Clients, Payments, then the groups My Practice, My Website, Reviews
// and Settings. The Mailbox and Texts (the e-mails and texts the product sent) are ours, not the spec's.
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import SyncIcon from '@mui/icons-material/SyncOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import SpaIcon from '@mui/icons-material/SpaOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import StarIcon from '@mui/icons-material/StarBorderOutlined';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import LanguageIcon from '@mui/icons-material/LanguageOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import WebIcon from '@mui/icons-material/WebOutlined';
import type { UserKind } from '../currentUser';
import type { PracticeFlagName } from '../practice/usePracticeFlags';

export interface MenuLink {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Who sees the entry; everyone when omitted. */
  roles?: UserKind[];
  /** Highlight only on this very path, not on the pages below it (/services vs /services/locations). */
  exact?: boolean;
  /** Shown only while this practice flag is on (spec 001 §1), or while any of these flags is on. */
  flag?: PracticeFlagName | PracticeFlagName[];
  /** A count on the icon: the profile's unfinished steps (spec 001 §2 'Profile badge count'). */
  badge?: 'profileSteps';
  /** Hidden while this practice flag is on (My Website > Settings with a website plan). */
  hiddenByFlag?: PracticeFlagName;
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
  { label: 'Events', to: '/events', icon: GroupsIcon, roles: ['pro'], flag: ['eventsEnabled', 'bookableEventsEnabled'] },
  { label: 'Mailbox', to: '/mailbox', icon: MailOutlineIcon, roles: ['pro'] },
  { label: 'Texts', to: '/texts', icon: SmsIcon, roles: ['pro'] },
  {
    label: 'My Practice',
    icon: StorefrontIcon,
    items: [
      { label: 'Services', to: '/services', icon: SpaIcon, roles: ['pro'], exact: true },
      { label: 'Locations & Hours', to: '/services/locations', icon: PlaceIcon, roles: ['pro'] },
      { label: 'Profile', to: '/profile', icon: BadgeIcon, roles: ['pro'], badge: 'profileSteps' },
      { label: 'Intake Form', to: '/settings/intake_forms', icon: AssignmentIcon, roles: ['pro'], flag: 'clientNotesEnabled' },
      { label: 'Keywords', to: '/reviews/keywords', icon: LabelIcon, roles: ['pro'] },
      { label: 'Gift Cards', to: '/gift_card_templates', icon: CardGiftcardIcon, roles: ['pro'], flag: 'giftCardsEnabled' },
    ],
  },
  {
    label: 'My Website',
    icon: LanguageIcon,
    items: [
      { label: 'Website', to: '/website', icon: WebIcon, roles: ['pro'], exact: true },
      { label: 'Settings', to: '/website/settings', icon: TuneIcon, roles: ['pro'], hiddenByFlag: 'websitePlan' },
    ],
  },
  {
    label: 'Reviews',
    icon: RateReviewIcon,
    items: [
      { label: 'Request', to: '/reviews/request', icon: SendIcon, roles: ['pro'] },
      { label: 'Import', to: '/reviews/import', icon: CloudUploadIcon, roles: ['pro'], flag: 'importReviewsEnabled' },
      { label: 'Completed', to: '/reviews/completed', icon: StarIcon, roles: ['pro'] },
      { label: 'Pending', to: '/reviews/pending', icon: HourglassIcon, roles: ['pro'] },
    ],
  },
  {
    label: 'Settings',
    icon: SettingsIcon,
    items: [
      { label: 'All settings', to: '/settings', icon: SettingsIcon, roles: ['pro'], exact: true },
      { label: 'Booking', to: '/settings/booking', icon: EventAvailableIcon, roles: ['pro'] },
      { label: 'Communications', to: '/settings/communication', icon: NotificationsIcon, roles: ['pro'] },
      { label: 'Payment settings', to: '/settings/banking', icon: AccountBalanceIcon, roles: ['pro'] },
      { label: 'Calendar Integrations', to: '/settings/calendar', icon: SyncIcon, roles: ['pro'] },
      { label: 'Video Conferencing', to: '/settings/conferencing', icon: VideocamIcon, roles: ['pro'], flag: 'conferencingEnabled' },
      { label: 'Account', to: '/settings/personal', icon: PersonIcon, roles: ['pro'] },
    ],
  },
  { label: 'Referral Program', to: '/referral', icon: CardGiftcardIcon, roles: ['pro'] },
  // The support console (issue 19): search any appointment and read its story; the audit of support reads (leads).
  { label: 'Support', to: '/support', icon: SupportAgentIcon, roles: ['support'], exact: true },
  { label: 'Audit', to: '/support/audit', icon: FactCheckIcon, roles: ['support'] },
];

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

/** `flags`: the practice's flags, undefined while unknown (a flagged entry waits for them). */
export function visibleFor(entry: MenuLink, kind: UserKind | undefined, flags?: Partial<Record<PracticeFlagName, boolean>>): boolean {
  const forRole = !entry.roles || (kind !== undefined && entry.roles.includes(kind));
  const gates = entry.flag === undefined ? [] : Array.isArray(entry.flag) ? entry.flag : [entry.flag];
  const hidden = entry.hiddenByFlag !== undefined && flags?.[entry.hiddenByFlag] !== false;
  return forRole && !hidden && (gates.length === 0 || gates.some((flag) => flags?.[flag] === true));
}
