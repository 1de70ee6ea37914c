import type { BookingSettingsFieldsFragment } from '../../graphql/graphql';

/** The practice's booking settings; `id` is there because react-admin needs one for the single record. */
export type BookingSettings = BookingSettingsFieldsFragment & { id: string };

/** The single record's id in react-admin: there is one set of settings per practice. */
export const CURRENT_SETTINGS_ID = 'current';
