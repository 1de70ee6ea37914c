import type { CommunicationSettingsFieldsFragment } from '../../graphql/graphql';

/** The practice's communication settings; `id` is there because react-admin needs one for the single record. */
export type CommunicationSettings = CommunicationSettingsFieldsFragment & {
  id: string;
  /** Set only by the Custom content tab: the templates to save. */
  saveTemplates?: Array<{ name: string; content: string }>;
};

/** The single record's id in react-admin: there is one set of settings per practice. */
export const CURRENT_COMMUNICATION_SETTINGS_ID = 'current';
