// Sending a client the intake form (spec 001 §7 sendIntakeForm) and saving their answers (spec 000
// §7 saveIntakeFormResponse), decided on the client's stream with what the practice's stream says.
//
// Sending is decided first (is it allowed, to whom, which form), then the e-mail goes out, and the
// send is recorded with the e-mail it went in (IntakeFormSent): a failed e-mail leaves no send
// behind, and the mailbox shows every send. So deciding a send returns what to send, and
// intakeFormSentEvent turns it and the e-mail into the event.
import { DomainError, NotFoundError, type Decider } from '#app/es';
import { ClientMessages } from '#app/clients';
import {
  evolveClientIntake,
  initialClientIntakeState,
  type ClientIntakeEvent,
  type ClientIntakeState,
  type ClientIntakeStreamEvent,
  type IntakeFormSentData,
} from './client-intake.js';
import type { PracticeIntakeState } from './intake-form.js';
import { intakeEnabled } from './intake-form.decide.js';
import { IntakeMessages as M } from './intake-messages.js';
import { readIntakeResponse } from './intake-response.js';

export interface SendIntakeForm {
  practiceId: string;
  /** Unguessable (the handler draws it). */
  uniqueId: string;
  now: Date;
}

/** What a decided send carries: everything of IntakeFormSent but the e-mail. */
export type IntakeFormToSend = Pick<IntakeFormSentData, 'clientId' | 'practiceId' | 'uniqueId' | 'form' | 'formSaveNo' | 'sentAt' | 'to'> & {
  firstName: string;
  lastName: string;
};

export type SentIntakeEmail = Pick<IntakeFormSentData, 'messageId' | 'subject' | 'template' | 'text' | 'html' | 'sentVia'>;

export const decideIntakeFormSend = (command: SendIntakeForm, practice: PracticeIntakeState, client: ClientIntakeState): IntakeFormToSend => {
  const enabled = intakeEnabled(practice);
  if (client.status === 'none' || client.practiceId !== command.practiceId || enabled.practiceId !== command.practiceId) {
    throw new NotFoundError(ClientMessages.notFound);
  }
  if (client.status === 'deleted') throw new DomainError(M.clientDeleted);
  if (!enabled.form) throw new DomainError(M.noFormYet);
  if (!client.email) throw new DomainError(M.clientHasNoEmail);
  return {
    clientId: client.clientId,
    practiceId: client.practiceId,
    uniqueId: command.uniqueId,
    form: enabled.form.data,
    formSaveNo: enabled.form.saveNo,
    sentAt: command.now.toISOString(),
    to: client.email,
    firstName: client.firstName,
    lastName: client.lastName,
  };
};

export const intakeFormSentEvent = (send: IntakeFormToSend, email: SentIntakeEmail): Extract<ClientIntakeEvent, { type: 'IntakeFormSent' }> => {
  const { firstName: _firstName, lastName: _lastName, ...sent } = send;
  return { type: 'IntakeFormSent', data: { ...sent, ...email } };
};

export type ClientIntakeCommand = {
  type: 'SaveIntakeFormResponse';
  uniqueId: string;
  formData: string;
  /** The practice's flag as its stream says now. */
  clientNotesEnabled: boolean;
  now: Date;
};

const saveResponse = (command: ClientIntakeCommand, state: ClientIntakeState): ClientIntakeEvent[] => {
  const request = state.status === 'active' ? state.requests[command.uniqueId] : undefined;
  if (state.status !== 'active' || !request) throw new NotFoundError(M.notFound);
  if (!command.clientNotesEnabled) throw new DomainError(M.disabled, 'FEATURE_DISABLED');
  if (request.submittedAt) throw new DomainError(M.alreadyCompleted);
  const read = readIntakeResponse(command.formData);
  if (!read.ok) throw new DomainError(read.problem);
  return [
    {
      type: 'IntakeFormResponseSaved',
      data: { clientId: state.clientId, uniqueId: command.uniqueId, formData: JSON.stringify(read.data), submittedAt: command.now.toISOString() },
    },
  ];
};

export const clientIntakeDecider: Decider<ClientIntakeCommand, ClientIntakeStreamEvent, ClientIntakeState> = {
  decide: (command, state) => {
    switch (command.type) {
      case 'SaveIntakeFormResponse':
        return saveResponse(command, state);
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown command ${String(unknown)}`);
      }
    }
  },
  evolve: evolveClientIntake,
  initialState: initialClientIntakeState,
};
