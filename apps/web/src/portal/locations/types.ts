export type LocationKind = 'office' | 'home' | 'virtual';
export type VirtualType = 'video' | 'phone';
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Wall-clock "HH:mm" (24h) in the location's zone; a block may end at "24:00". */
export interface TimeBlock {
  startsAt: string;
  endsAt: string;
}

export interface DayHours {
  enabled: boolean;
  blocks: TimeBlock[];
}

export type WeeklyHours = Record<Weekday, DayHours>;

export interface Location {
  id: string;
  name: string;
  kind: LocationKind;
  timeZone: string;
  address: string | null;
  secondaryAddress: string | null;
  city: string | null;
  stateProvince: string | null;
  zip: string | null;
  country: string | null;
  virtualType: VirtualType | null;
  virtualLink: string | null;
  virtualInstructions: string | null;
  travelDistance: number | null;
  availableTimes: WeeklyHours;
  state: 'active' | 'disabled';
  canDelete: boolean;
  onlyLocationForService: boolean;
}

/** What the location form edits; `id` is absent for a new location. */
export type LocationDraft = Omit<Location, 'id' | 'state' | 'canDelete' | 'onlyLocationForService'> & { id?: string };
