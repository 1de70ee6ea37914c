// Reads of the practices' intake forms (collection `intake_form_designs`).
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { intakeFormDesignsProjection, type IntakeFormDesignDocument } from './intake-form-designs.projection.js';

export class IntakeFormDesignsQuery {
  private readonly designs: DocumentCollection<IntakeFormDesignDocument>;

  constructor(documents: DocumentStore) {
    this.designs = documents.collection<IntakeFormDesignDocument>(intakeFormDesignsProjection.collection);
  }

  /** The practice's form and theme; an empty design (save 0) when it never saved one. */
  async ofPractice(practiceId: string): Promise<IntakeFormDesignDocument> {
    return (await this.designs.get(practiceId)) ?? { id: practiceId, data: null, saveNo: 0, savedAt: null, theme: null };
  }
}
