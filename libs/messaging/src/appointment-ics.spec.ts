import { buildAppointmentIcs, buildCalendarIcs, type AppointmentIcsInput } from './appointment-ics.js';
import { foldIcs, unfoldIcs } from './fold-ics-lines.js';

const input = (overrides: Partial<AppointmentIcsInput> = {}): AppointmentIcsInput => ({
  method: 'REQUEST',
  status: 'CONFIRMED',
  appointmentId: '0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70',
  uidDomain: 'book.example.com',
  sequence: 1,
  stampedAt: '2026-11-21T12:00:00.000Z',
  startsAt: '2026-11-23T15:00:00.000Z',
  endsAt: '2026-11-23T16:00:00.000Z',
  summary: 'Deep Tissue Massage with Sam Rivera',
  description: 'Deep Tissue Massage with Sam Rivera\nMonday, November 23, 2026 at 10:00 AM EST',
  location: 'Studio',
  url: 'https://book.example.com/m/c/tok',
  organizer: { name: 'Sam Rivera', email: 'sam@example.com' },
  attendee: { name: 'Ada Lovelace', email: 'ada@example.com' },
  ...overrides,
});

/** The logical content lines: unfolded, without the final CRLF. */
const contentLines = (ics: string): string[] => unfoldIcs(ics).split('\r\n').slice(0, -1);
const property = (ics: string, name: string): string | undefined =>
  contentLines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

const expectWellFormed = (ics: string) => {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // no bare CR or LF
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const lines = contentLines(ics);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  for (const required of ['VERSION', 'PRODID', 'METHOD', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SEQUENCE', 'ORGANIZER', 'ATTENDEE', 'STATUS']) {
    expect(property(ics, required)).toBeDefined();
  }
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
};

describe('appointment .ics', () => {
  it('is a well-formed iTIP request with the times in UTC', () => {
    const ics = buildAppointmentIcs(input());
    expectWellFormed(ics);
    expect(property(ics, 'VERSION')).toBe('VERSION:2.0');
    expect(property(ics, 'METHOD')).toBe('METHOD:REQUEST');
    expect(property(ics, 'UID')).toBe('UID:0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70@book.example.com');
    expect(property(ics, 'DTSTART')).toBe('DTSTART:20261123T150000Z');
    expect(property(ics, 'DTEND')).toBe('DTEND:20261123T160000Z');
    expect(property(ics, 'DTSTAMP')).toBe('DTSTAMP:20261121T120000Z');
    expect(property(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(property(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(property(ics, 'ORGANIZER')).toMatch(/^ORGANIZER;CN="Sam Rivera":mailto:sam@example\.com$/i);
    expect(property(ics, 'ATTENDEE')).toMatch(/CN="Ada Lovelace".*:mailto:ada@example\.com$/i);
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED, the same UID and a higher SEQUENCE', () => {
    const request = buildAppointmentIcs(input());
    const cancel = buildAppointmentIcs(input({ method: 'CANCEL', status: 'CANCELLED', sequence: 3 }));
    expectWellFormed(cancel);
    expect(property(cancel, 'METHOD')).toBe('METHOD:CANCEL');
    expect(property(cancel, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(property(cancel, 'UID')).toBe(property(request, 'UID'));
    expect(property(cancel, 'SEQUENCE')).toBe('SEQUENCE:3');
  });

  it('escapes text values (backslash, semicolon, comma, newline)', () => {
    const ics = buildAppointmentIcs(input({ summary: 'Reiki; Sound, Bath \\ more', description: 'line one\r\nline two' }));
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Reiki\\; Sound\\, Bath \\\\ more');
    expect(property(ics, 'DESCRIPTION')).toBe('DESCRIPTION:line one\\nline two');
  });

  it('keeps double quotes out of quoted parameters', () => {
    const ics = buildAppointmentIcs(input({ attendee: { name: 'Ada "Countess" Lovelace', email: 'ada@example.com' } }));
    expect(property(ics, 'ATTENDEE')).toContain(`CN="Ada 'Countess' Lovelace"`);
  });

  it('folds long lines at 75 octets, never inside a multi-byte character', () => {
    const summary = 'Massage für Zoë Ñúñez 🌿 '.repeat(12);
    const ics = buildAppointmentIcs(input({ summary }));
    expectWellFormed(ics);
    expect(ics.split('\r\n').some((l) => l.startsWith(' '))).toBe(true);
    expect(property(ics, 'SUMMARY')).toBe(`SUMMARY:${summary}`);
    expect(unfoldIcs(ics)).not.toContain('\uFFFD');
  });

  it('does not depend on the wall clock (same input, same bytes)', () => {
    expect(buildAppointmentIcs(input())).toBe(buildAppointmentIcs(input()));
  });
});

describe('foldIcs', () => {
  it('folds by octets and unfolds back to the same lines', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldIcs(`BEGIN:VCALENDAR\r\n${line}\r\nEND:VCALENDAR\r\n`);
    const physical = folded.split('\r\n');
    expect(Buffer.byteLength(physical[1])).toBeLessThanOrEqual(75);
    expect(physical[2].startsWith(' ')).toBe(true);
    expect(unfoldIcs(folded)).toBe(`BEGIN:VCALENDAR\r\n${line}\r\nEND:VCALENDAR\r\n`);
  });
});

describe('a calendar object with several appointments', () => {
  const sessions = ['2026-11-23', '2026-11-30', '2026-12-07'].map((day, i) => {
    const { method: _method, ...event } = input({ appointmentId: `a${i + 1}`, startsAt: `${day}T15:00:00.000Z`, endsAt: `${day}T16:00:00.000Z` });
    return event;
  });

  it('holds one VEVENT per appointment, each with its own UID and times, under one METHOD', () => {
    const ics = buildCalendarIcs('REQUEST', sessions);
    const lines = contentLines(ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('METHOD:'))).toEqual(['METHOD:REQUEST']);
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual(['UID:a1@book.example.com', 'UID:a2@book.example.com', 'UID:a3@book.example.com']);
    expect(lines.filter((l) => l.startsWith('DTSTART:'))).toEqual(['DTSTART:20261123T150000Z', 'DTSTART:20261130T150000Z', 'DTSTART:20261207T150000Z']);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('gives the same UID as the single appointment’s attachment, so a later update of one session finds it', () => {
    const single = buildAppointmentIcs(input({ appointmentId: 'a2', sequence: 4 }));
    expect(contentLines(buildCalendarIcs('CANCEL', sessions)).filter((l) => l.startsWith('UID:'))).toContain(property(single, 'UID'));
  });

  it('needs at least one appointment', () => {
    expect(() => buildCalendarIcs('REQUEST', [])).toThrow();
  });
});
