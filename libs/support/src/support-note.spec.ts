import { DomainError } from '#app/es';
import { decideSupportNote, supportNotesStreamId } from './support-note.js';

describe('a support note', () => {
  it('is its own stream beside the appointment, never the appointment stream', () => {
    expect(supportNotesStreamId('a1')).toBe('supportNotes-a1');
  });

  it('is the trimmed text', () => {
    expect(decideSupportNote('a1', '  Client called about the charge.  ')).toEqual([{ type: 'SupportNoteAdded', data: { appointmentId: 'a1', note: 'Client called about the charge.' } }]);
    expect(decideSupportNote('a1', 'é'.repeat(2000))[0].data.note).toHaveLength(2000);
  });

  it.each([
    ['', 'Please write a note.'],
    ['   \n ', 'Please write a note.'],
    [null, 'Please write a note.'],
    ['x'.repeat(2001), 'A note can be at most 2,000 characters.'],
  ])('refuses %j', (note, message) => {
    expect(() => decideSupportNote('a1', note)).toThrow(new DomainError(message));
  });
});
