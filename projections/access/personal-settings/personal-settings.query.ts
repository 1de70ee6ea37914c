// Reads of the Account page's fields (collection `personal_settings`), by account id.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { personalSettingsProjection, type PersonalSettingsDocument } from './personal-settings.projection.js';

export class PersonalSettingsQuery {
  private readonly settings: DocumentCollection<PersonalSettingsDocument>;

  constructor(documents: DocumentStore) {
    this.settings = documents.collection<PersonalSettingsDocument>(personalSettingsProjection.collection);
  }

  byAccountId(accountId: string): Promise<PersonalSettingsDocument | null> {
    return this.settings.get(accountId);
  }
}
