// A client's intake forms, kept on the client's stream (`client-<id>`): each form sent (with its
// unguessable unique id, the form as it was sent, and the e-mail that carried the link) and each
// response saved. The rules read the same stream for who the client is and whether they still are.
import type { DomainEvent } from '#app/es';
import type { ClientEvent } from '#app/clients';

/** The send, recorded once the e-mail with the link went out (so the mailbox shows it). */
export interface IntakeFormSentData {
  clientId: string;
  practiceId: string;
  /** The link's id: /m/intake/{uniqueId}. */
  uniqueId: string;
  /** The form (SurveyJS JSON) as it was when sent: the one the client fills in. */
  form: string;
  formSaveNo: number;
  sentAt: string;
  /** The e-mail: address, Message-ID (derived from this event's id), what it said, how it went. */
  to: string;
  messageId: string;
  subject: string;
  template: string;
  text: string;
  html: string;
  sentVia: 'outbox' | 'smtp';
}

export interface IntakeFormResponseSavedData {
  clientId: string;
  uniqueId: string;
  /** The answers, SurveyJS result data as JSON text. */
  formData: string;
  submittedAt: string;
}

export type ClientIntakeEvent =
  | DomainEvent<'IntakeFormSent', IntakeFormSentData>
  | DomainEvent<'IntakeFormResponseSaved', IntakeFormResponseSavedData>;

export const CLIENT_INTAKE_EVENT_TYPES: Array<ClientIntakeEvent['type']> = ['IntakeFormSent', 'IntakeFormResponseSaved'];

/** Everything on a client's stream, as the intake rules fold it. */
export type ClientIntakeStreamEvent = ClientIntakeEvent | ClientEvent;

export interface IntakeRequest {
  sentAt: string;
  submittedAt: string | null;
}

export type ClientIntakeState =
  | { status: 'none' }
  | {
      status: 'active' | 'deleted';
      clientId: string;
      practiceId: string;
      firstName: string;
      lastName: string;
      email: string | null;
      /** By unique id. */
      requests: Record<string, IntakeRequest>;
    };

export const initialClientIntakeState = (): ClientIntakeState => ({ status: 'none' });

export const evolveClientIntake = (state: ClientIntakeState, event: ClientIntakeStreamEvent): ClientIntakeState => {
  if (event.type === 'ClientCreated') {
    const { clientId, practiceId, firstName, lastName, email } = event.data;
    return { status: 'active', clientId, practiceId, firstName, lastName, email, requests: {} };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ClientEdited': {
      const { firstName, lastName, email } = event.data.changes;
      return {
        ...state,
        ...(firstName !== undefined ? { firstName } : {}),
        ...(lastName !== undefined ? { lastName } : {}),
        ...(email !== undefined ? { email } : {}),
      };
    }
    case 'ClientDeleted':
      return { ...state, status: 'deleted' };
    case 'IntakeFormSent':
      return { ...state, requests: { ...state.requests, [event.data.uniqueId]: { sentAt: event.data.sentAt, submittedAt: null } } };
    case 'IntakeFormResponseSaved': {
      const request = state.requests[event.data.uniqueId];
      if (!request) return state;
      return { ...state, requests: { ...state.requests, [event.data.uniqueId]: { ...request, submittedAt: event.data.submittedAt } } };
    }
    default:
      return state; // notes, custom prices, the wallet: nothing the intake rules decide on
  }
};
