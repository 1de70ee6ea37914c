// A pro's Account page (spec 002 §2 /portal/settings/personal): the account's personal fields.
// The password hash never enters it; the phone is the practice owner's (practices read model).
import { defineProjection } from '#app/es';
import type { AccountEvent, Gender } from '#app/access';

export interface PersonalSettingsDocument {
  /** The account id. */
  id: string;
  practiceId: string | null;
  name: string;
  email: string;
  gender: Gender | null;
  customGender: string | null;
  dob: string | null;
}

export const personalSettingsProjection = defineProjection<PersonalSettingsDocument>({
  name: 'personal-settings',
  collection: 'personal_settings',
  indexedFields: [],
  eventTypes: ['AccountRegistered', 'AccountDetailsChanged'],
  documentId: (event) => event.streamId.replace(/^account-/, ''),
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as AccountEvent;
    switch (event.type) {
      case 'AccountRegistered': {
        const { accountId, practiceId, name, email } = event.data;
        return { id: accountId, practiceId, name, email, gender: null, customGender: null, dob: null };
      }
      case 'AccountDetailsChanged':
        return document ? { ...document, ...event.data } : null;
      default:
        return document;
    }
  },
});
