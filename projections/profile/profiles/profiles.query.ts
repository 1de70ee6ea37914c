// Reads of the profile extras (collection `profiles`), one document per practice.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { profilesProjection, type ProfileDocument } from './profiles.projection.js';

export class ProfilesQuery {
  private readonly profiles: DocumentCollection<ProfileDocument>;

  constructor(documents: DocumentStore) {
    this.profiles = documents.collection<ProfileDocument>(profilesProjection.collection);
  }

  /** The practice's profile extras; an empty one before its first change. */
  async ofPractice(practiceId: string): Promise<ProfileDocument> {
    return (await this.profiles.get(practiceId)) ?? { id: practiceId, credentials: [], gallery: [], completedModalDismissed: false };
  }
}
