// Support's internal notes on an appointment (issue 19 item 6): the one thing support writes. A note
// lives on its own stream (`supportNotes-<appointmentId>`), never the appointment's, so the pro's
// history and the domain's fold never see it.
import { DomainError, type Decider, type DomainEvent } from '#app/es';

export const MAX_SUPPORT_NOTE = 2000;

export const SupportNoteMessages = {
  empty: 'Please write a note.',
  tooLong: 'A note can be at most 2,000 characters.',
  onlySupport: 'Only support staff can add support notes.',
  appointmentNotFound: 'Appointment not found',
} as const;

export type SupportNoteEvent = DomainEvent<'SupportNoteAdded', { appointmentId: string; note: string }>;

export const supportNotesStreamId = (appointmentId: string): string => `supportNotes-${appointmentId}`;

/** The note's event, or a DomainError saying what is wrong with the text. */
export const decideSupportNote = (appointmentId: string, note: unknown): SupportNoteEvent[] => {
  const text = typeof note === 'string' ? note.trim() : '';
  if (!text) throw new DomainError(SupportNoteMessages.empty);
  if ([...text].length > MAX_SUPPORT_NOTE) throw new DomainError(SupportNoteMessages.tooLong);
  return [{ type: 'SupportNoteAdded', data: { appointmentId, note: text } }];
};

export type SupportNotesCommand = { type: 'AddSupportNote'; appointmentId: string; note: unknown };

/** The notes stream of one appointment: notes are only ever added, so its state is their count. */
export const supportNotesDecider: Decider<SupportNotesCommand, SupportNoteEvent, { notes: number }> = {
  decide: (command) => decideSupportNote(command.appointmentId, command.note),
  evolve: (state) => ({ notes: state.notes + 1 }),
  initialState: () => ({ notes: 0 }),
};
