import { DomainError, NotFoundError, type Decider } from '#app/es';
import { customPriceKey, evolveClient, initialClientState, type ClientEvent, type ClientState, type NoteType } from './client.js';
import {
  checkClientChanges,
  checkNewClient,
  checkNoteText,
  ClientMessages,
  type ClientCreationMode,
  type ClientInput,
  type PracticeContact,
} from './client-rules.js';

export type ClientCommand =
  | {
      type: 'CreateClient';
      clientId: string;
      practiceId: string;
      input: ClientInput;
      mode: ClientCreationMode;
      practiceContact: PracticeContact;
      /** Id of the first note when input.notes has text. */
      noteId: string;
      now: Date;
      /** A booking names a client that may exist already: then nothing happens. */
      ifAbsent?: boolean;
    }
  | { type: 'EditClient'; input: ClientInput; practiceContact: PracticeContact; now: Date }
  | { type: 'DeleteClient'; now: Date }
  | {
      type: 'AddNote';
      noteId: string;
      text: string;
      noteType: NoteType;
      appointmentId: string | null;
      /** The client the named appointment belongs to (null when there is no such appointment). */
      appointmentClientId: string | null;
      now: Date;
    }
  | { type: 'SaveCustomPrice'; customPriceId: string; serviceId: string; variationId: string | null; amountCents: number }
  | { type: 'ViewPhone' };

export type ClientCommandType = ClientCommand['type'];

type Active = Exclude<ClientState, { status: 'none' }>;

const active = (state: ClientState): Active => {
  if (state.status !== 'active') throw new NotFoundError(ClientMessages.notFound);
  return state;
};

const MAX_PRICE_CENTS = 999_999_999; // 7 integer digits and 2 decimals (spec 001 §5 price input)

const create = (command: Extract<ClientCommand, { type: 'CreateClient' }>, state: ClientState): ClientEvent[] => {
  if (state.status !== 'none') {
    if (command.ifAbsent) return [];
    throw new DomainError('This client exists already.');
  }
  const profile = checkNewClient(command.input, command.mode, command.practiceContact);
  const note = command.input.notes?.trim() ? checkNoteText(command.input.notes) : null;
  const createdAt = command.now.toISOString();
  return [
    { type: 'ClientCreated', data: { clientId: command.clientId, practiceId: command.practiceId, ...profile, createdAt } },
    ...(note
      ? [{ type: 'ClientNoteAdded' as const, data: { clientId: command.clientId, noteId: command.noteId, text: note, time: createdAt, noteType: 'client' as const, appointmentId: null } }]
      : []),
  ];
};

const addNote = (command: Extract<ClientCommand, { type: 'AddNote' }>, state: ClientState): ClientEvent[] => {
  const client = active(state);
  if (command.noteType !== 'client' && command.noteType !== 'appointment') throw new DomainError(ClientMessages.noteTypeInvalid);
  const text = checkNoteText(command.text);
  if (command.noteType === 'appointment') {
    if (!command.appointmentId) throw new DomainError(ClientMessages.noteAppointmentRequired);
    if (command.appointmentClientId !== client.clientId) throw new NotFoundError(ClientMessages.appointmentNotFound);
  }
  return [
    {
      type: 'ClientNoteAdded',
      data: {
        clientId: client.clientId,
        noteId: command.noteId,
        text,
        time: command.now.toISOString(),
        noteType: command.noteType,
        appointmentId: command.noteType === 'appointment' ? command.appointmentId : null,
      },
    },
  ];
};

const decide = (command: ClientCommand, state: ClientState): ClientEvent[] => {
  switch (command.type) {
    case 'CreateClient':
      return create(command, state);
    case 'EditClient': {
      const client = active(state);
      const changes = checkClientChanges(command.input, client.profile, command.practiceContact);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'ClientEdited', data: { clientId: client.clientId, changes, editedAt: command.now.toISOString() } }];
    }
    case 'DeleteClient': {
      const client = active(state);
      return [{ type: 'ClientDeleted', data: { clientId: client.clientId, deletedAt: command.now.toISOString() } }];
    }
    case 'AddNote':
      return addNote(command, state);
    case 'SaveCustomPrice': {
      const client = active(state);
      const { amountCents, serviceId, variationId, customPriceId } = command;
      if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_PRICE_CENTS) throw new DomainError(ClientMessages.invalidPrice);
      const existing = client.customPrices[customPriceKey(serviceId, variationId)];
      if (existing?.amountCents === amountCents) return [];
      return [
        {
          type: 'ClientCustomPriceSaved',
          data: { clientId: client.clientId, customPriceId: existing?.customPriceId ?? customPriceId, serviceId, variationId: variationId ?? null, amountCents },
        },
      ];
    }
    case 'ViewPhone': {
      const client = active(state);
      return [{ type: 'ClientPhoneViewed', data: { clientId: client.clientId, phoneNumber: client.profile.phone ?? '' } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${(unknown as { type: string }).type}`);
    }
  }
};

export const clientDecider: Decider<ClientCommand, ClientEvent, ClientState> = {
  decide,
  evolve: evolveClient,
  initialState: initialClientState,
};
