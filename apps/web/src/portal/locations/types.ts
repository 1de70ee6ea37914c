import type { WeeklyHours } from '@app/availability/shared';
import type { LocationFieldsFragment } from '../../graphql/graphql';

export { WEEKDAYS, type DayHours, type TimeBlock, type Weekday, type WeeklyHours } from '@app/availability/shared';

/** The values of Location.kind, virtualType and state (Strings in the schema). */
export type LocationKind = 'office' | 'home' | 'virtual';
export type VirtualType = 'video' | 'phone';
export type LocationState = 'active' | 'disabled';

/** A location as the portal reads it; availableTimes is the stored JSON (see completeWeek). */
export type Location = Omit<LocationFieldsFragment, 'kind' | 'virtualType' | 'state'> & {
  kind: LocationKind;
  virtualType: VirtualType | null;
  state: LocationState;
};

/** What the location form edits; `id` is absent for a new location. */
export type LocationDraft = Omit<Location, 'id' | 'state' | 'canDelete' | 'onlyLocationForService' | 'availableTimes'> & {
  id?: string;
  availableTimes: WeeklyHours;
};
