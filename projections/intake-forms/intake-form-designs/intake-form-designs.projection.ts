// The practice's intake form as the designer and the fill page read it (collection
// `intake_form_designs`): one document per practice with the form last saved, its save number,
// and the theme. Only practices that saved something have one.
import { defineProjection } from '#app/es';
import { INTAKE_FORM_EVENT_TYPES, type IntakeFormEvent } from '#app/intake-forms';

export interface IntakeFormDesignDocument {
  /** The practice's id. */
  id: string;
  /** SurveyJS JSON; null until the form is first saved (a theme may come first). */
  data: string | null;
  /** 0 until the first save. */
  saveNo: number;
  savedAt: string | null;
  theme: string | null;
}

const empty = (id: string): IntakeFormDesignDocument => ({ id, data: null, saveNo: 0, savedAt: null, theme: null });

export const intakeFormDesignsProjection = defineProjection<IntakeFormDesignDocument>({
  name: 'intake-form-designs',
  collection: 'intake_form_designs',
  indexedFields: [],
  eventTypes: INTAKE_FORM_EVENT_TYPES,
  documentId: (event) => event.streamId.replace(/^practice-/, ''),
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as unknown as IntakeFormEvent;
    const doc = document ?? empty(recorded.streamId.replace(/^practice-/, ''));
    switch (event.type) {
      case 'IntakeFormSaved':
        return { ...doc, data: event.data.data, saveNo: event.data.saveNo, savedAt: event.data.savedAt };
      case 'IntakeFormThemeSaved':
        return { ...doc, theme: event.data.data };
      default:
        return document;
    }
  },
});
