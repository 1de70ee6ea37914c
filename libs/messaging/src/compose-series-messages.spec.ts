import { sampleAppointment } from '#testing/appointments';
import { composeSeriesMessages, type SeriesChange, type SeriesMessageSources, type SeriesSession } from './compose-series-messages.js';
import { unfoldIcs } from './fold-ics-lines.js';

const series = { seriesId: 'sr1', recurrencePattern: 'FREQ=WEEKLY;COUNT=3', recurrenceFrequency: 'WEEKLY', recurrenceUntil: null, recurrenceCount: 3 };
const session = (n: number, day: string, sequence = 1, previousStartsAt: string | null = null): SeriesSession => ({
  appointment: sampleAppointment({
    appointmentId: `a${n}`,
    instantActionToken: `tok${n}`,
    bookedBy: 'pro',
    startsAt: `${day}T15:00:00.000Z`,
    endsAt: `${day}T16:00:00.000Z`,
    series,
    services: [
      { serviceId: 's1', name: 'Deep Tissue Massage', timeLength: 60, amountCents: 9000, addOn: false },
      { serviceId: 's2', name: 'Hot stones', timeLength: 15, amountCents: 1500, addOn: true },
    ],
    amountCents: 10500,
  }),
  sequence,
  previousStartsAt,
});
const sessions = [session(1, '2026-11-23'), session(2, '2026-11-30'), session(3, '2026-12-07')];
const compose = (change: SeriesChange, list: SeriesSession[] = sessions, now = '2026-11-21T12:00:00.000Z') =>
  composeSeriesMessages({
    change,
    sessions: list,
    occurredAt: '2026-11-21T12:00:00.000Z',
    practitioner: { name: 'Sam Rivera', email: 'sam@example.com' },
    place: { address: '1 Main St', virtualType: null, virtualLink: null, virtualInstructions: null },
    baseUrl: 'https://book.example.com',
    uidDomain: 'book.example.com',
    now: new Date(now),
  } satisfies SeriesMessageSources);
const lines = (ics: string) => unfoldIcs(ics).split('\r\n');

describe('one message for a series', () => {
  it('confirms every session in one e-mail, each date linking to its page, with one calendar entry per session', () => {
    const messages = compose('confirmed');
    expect(messages.map((m) => `${m.template} -> ${m.to.email}`)).toEqual(['series_confirmed -> ada@example.com']);
    const [m] = messages;
    expect(m.subject).toBe('Your 3 appointments are confirmed');
    expect(m.text).toContain(
      [
        '- Monday, November 23, 2026 at 10:00 AM EST: https://book.example.com/m/c/tok1',
        '- Monday, November 30, 2026 at 10:00 AM EST: https://book.example.com/m/c/tok2',
        '- Monday, December 7, 2026 at 10:00 AM EST: https://book.example.com/m/c/tok3',
      ].join('\n'),
    );
    expect(m.text).toContain('For each appointment:\nDeep Tissue Massage: $90.00\nHot stones (add-on): $15.00\nTotal: $105.00\n\nLocation: Studio\n1 Main St');
    expect(m.html).toContain('<a href="https://book.example.com/m/c/tok2">Monday, November 30, 2026 at 10:00 AM EST</a>');
    expect(m.ics.method).toBe('REQUEST');
    const ics = lines(m.ics.content);
    expect(ics.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(ics.filter((l) => l.startsWith('UID:'))).toEqual(['UID:a1@book.example.com', 'UID:a2@book.example.com', 'UID:a3@book.example.com']);
    expect(ics.filter((l) => l.startsWith('STATUS:'))).toEqual(Array(3).fill('STATUS:CONFIRMED'));
  });

  it('cancels the listed sessions in one e-mail with a calendar cancel of each entry at its own SEQUENCE', () => {
    const [m] = compose('cancelled', [session(2, '2026-11-30', 2), session(3, '2026-12-07', 3)]);
    expect(m.template).toBe('series_cancelled');
    expect(m.subject).toBe('Your 2 appointments were cancelled');
    expect(m.text).toContain('- Monday, November 30, 2026 at 10:00 AM EST\n- Monday, December 7, 2026 at 10:00 AM EST');
    expect(m.text).not.toContain('November 23');
    const ics = lines(m.ics.content);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics.filter((l) => l.startsWith('UID:'))).toEqual(['UID:a2@book.example.com', 'UID:a3@book.example.com']);
    expect(ics.filter((l) => l.startsWith('SEQUENCE:'))).toEqual(['SEQUENCE:2', 'SEQUENCE:3']);
    expect(ics.filter((l) => l.startsWith('STATUS:'))).toEqual(['STATUS:CANCELLED', 'STATUS:CANCELLED']);
  });

  it('moves the sessions in one e-mail with each new time and the time it had', () => {
    const moved = [session(1, '2026-11-24', 2, '2026-11-23T15:00:00.000Z'), session(2, '2026-12-01', 2, '2026-11-30T15:00:00.000Z')];
    const [m] = compose('moved', moved);
    expect(m.subject).toBe('Your 2 appointments were moved');
    expect(m.text).toContain('- Tuesday, November 24, 2026 at 10:00 AM EST (was Monday, November 23, 2026 at 10:00 AM EST): https://book.example.com/m/c/tok1');
    expect(lines(m.ics.content).filter((l) => l.startsWith('DTSTART:'))).toEqual(['DTSTART:20261124T150000Z', 'DTSTART:20261201T150000Z']);
  });

  it('leaves out sessions that are over, and says nothing when all are', () => {
    const [m] = compose('confirmed', sessions, '2026-11-25T12:00:00.000Z');
    expect(m.subject).toBe('Your 2 appointments are confirmed');
    expect(m.text).not.toContain('November 23');
    expect(lines(m.ics.content).filter((l) => l.startsWith('UID:'))).toEqual(['UID:a2@book.example.com', 'UID:a3@book.example.com']);
    expect(compose('confirmed', sessions, '2026-12-08T00:00:00.000Z')).toEqual([]);
  });

  it('a client without an e-mail address gets nothing', () => {
    const phoneOnly = sessions.map((s) => ({ ...s, appointment: { ...s.appointment, client: { ...s.appointment.client, email: '' } } }));
    expect(compose('confirmed', phoneOnly)).toEqual([]);
  });
});
