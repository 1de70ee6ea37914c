// Every intake form sent to a client (collection `intake_requests`): one document per unique id,
// with the form as it was sent and, once the client filled it in, their answers. The fill page
// finds its form by the link's unique id; a client's profile reads the client's sends.
import { defineProjection } from '#app/es';
import { CLIENT_INTAKE_EVENT_TYPES, type ClientIntakeEvent } from '#app/intake-forms';

export interface IntakeRequestDocument {
  /** The link's unique id. */
  id: string;
  practiceId: string;
  clientId: string;
  /** The form (SurveyJS JSON) as sent. */
  form: string;
  formSaveNo: number;
  sentAt: string;
  /** The address the link went to. */
  to: string;
  submittedAt: string | null;
  /** The answers (JSON text), once submitted. */
  formData: string | null;
}

export const intakeRequestsProjection = defineProjection<IntakeRequestDocument>({
  name: 'intake-requests',
  collection: 'intake_requests',
  indexedFields: ['clientId,sentAt'],
  eventTypes: CLIENT_INTAKE_EVENT_TYPES,
  documentId: (event) => (event.data as { uniqueId: string }).uniqueId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as unknown as ClientIntakeEvent;
    switch (event.type) {
      case 'IntakeFormSent': {
        const { uniqueId, practiceId, clientId, form, formSaveNo, sentAt, to } = event.data;
        return { id: uniqueId, practiceId, clientId, form, formSaveNo, sentAt, to, submittedAt: null, formData: null };
      }
      case 'IntakeFormResponseSaved':
        return document && { ...document, submittedAt: event.data.submittedAt, formData: event.data.formData };
      default:
        return document;
    }
  },
});
