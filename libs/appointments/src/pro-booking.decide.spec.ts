import { clientDecider, clientEmailStreamId, clientPhoneStreamId, type ClientState } from '#app/clients';
import { fold } from '#app/es';
import { NO_CLAIMS } from '#app/clients';
import { initialClientPackagesState } from '#app/packages';
import type { ProBookingInput } from './pro-booking.js';
import { decideProBooking, type BookingIds } from './pro-booking.decide.js';
import { scheduleDecider, type ScheduleEvent } from './schedule.js';
import { samplePractice } from './testing/sample-practice.js';

const ids: BookingIds = {
  appointment: (i) => ({ appointmentId: `a${i}`, instantActionToken: `t${i}` }),
  customPriceId: (i) => `price${i}`,
  seriesId: 's1',
  newClientId: 'new-client',
  noteId: 'n1',
  packageId: 'k1',
};
const now = new Date('2026-11-20T12:00:00Z');
const emptySchedule = () => scheduleDecider.initialState();
const ada: ClientState = fold(clientDecider, [
  { type: 'ClientCreated', data: { clientId: 'c1', practiceId: 'p1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null, clientType: 'manual', invitedFrom: null, createdAt: '2026-01-01T00:00:00.000Z' } },
] as never);
const single = { kind: 'single' as const, startsAt: '2026-11-24T10:00:00-05:00', endsAt: '2026-11-24T11:00:00-05:00' };
const input: ProBookingInput = { practiceId: 'p1', services: [{ serviceId: 'massage', amountCents: 8000 }], locationId: 'studio', clientId: 'c1', times: single };
const decide = (overrides: Partial<ProBookingInput> = {}, schedule = emptySchedule(), client: Parameters<typeof decideProBooking>[1]['client'] = { kind: 'existing', state: ada }) =>
  decideProBooking({ input: { ...input, ...overrides }, ids, now }, { practice: samplePractice(), schedule, client, packages: initialClientPackagesState() });

describe('the pro books (decideProBooking)', () => {
  it('given an existing client, when one time is booked, then the schedule holds it and the appointment is created approved', () => {
    const { appends, appointmentIds, seriesId, clientId } = decide();
    expect({ appointmentIds, seriesId, clientId }).toEqual({ appointmentIds: ['a0'], seriesId: null, clientId: 'c1' });
    expect(appends.map((a) => [a.streamId, a.events.map((e) => e.type)])).toEqual([
      ['schedule-p1', ['SlotReserved']],
      ['appointment-a0', ['AppointmentRequested', 'AppointmentAccepted']],
      ['client-c1', []],
    ]);
    expect(appends[0].events[0].data).toEqual({ appointmentId: 'a0', startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T16:00:00.000Z' });
    expect(appends[1].events[0].data).toMatchObject({ client: { clientId: 'c1', email: 'ada@example.com', phone: '' }, amountCents: 8000, bookedBy: 'pro', series: null });
  });

  it('given a held time that overlaps, then the booking is refused naming the time', () => {
    const taken: ScheduleEvent = { type: 'SlotReserved', data: { appointmentId: 'x', startsAt: '2026-11-24T15:30:00.000Z', endsAt: '2026-11-24T16:30:00.000Z' } };
    expect(() => decide({}, fold(scheduleDecider, [taken]))).toThrow('This time overlaps another appointment or personal event: Tue Nov 24, 2026 10:00 AM - 11:00 AM. Please choose another time.');
  });

  it('a new client is created in the same decision with their claims, and a saved price becomes theirs', () => {
    const { appends, clientId } = decide(
      { clientId: null, newClient: { firstName: 'Grace', lastName: 'Hopper', email: 'Grace@Example.com', phone: '(212) 555-0199' }, services: [{ serviceId: 'massage', amountCents: 7000, saveCustomPrice: true }] },
      emptySchedule(),
      { kind: 'new', claims: NO_CLAIMS },
    );
    expect(clientId).toBe('new-client');
    expect(appends.map((a) => [a.streamId, a.events.map((e) => e.type)])).toEqual([
      ['schedule-p1', ['SlotReserved']],
      ['appointment-a0', ['AppointmentRequested', 'AppointmentAccepted']],
      ['client-new-client', ['ClientCreated']],
      [clientEmailStreamId('p1', 'grace@example.com'), ['ValueClaimed']],
      [clientPhoneStreamId('p1', '+12125550199'), ['ValueClaimed']],
      ['client-new-client', ['ClientCustomPriceSaved']],
    ]);
  });

  it('a new client whose e-mail another client holds is refused, naming that client', () => {
    const claims = new Map([[clientEmailStreamId('p1', 'ada@example.com'), { ownerId: 'c1', ownerName: 'Ada Lovelace' }]]);
    expect(() => decide({ clientId: null, newClient: { firstName: 'A', lastName: 'L', email: 'ada@example.com', phone: '(212) 555-0199' } }, emptySchedule(), { kind: 'new', claims })).toThrow(
      'A client with this email already exists: Ada Lovelace.',
    );
  });

  it("another practice's or a deleted client is not found", () => {
    expect(() => decide({}, emptySchedule(), { kind: 'existing', state: { status: 'none' } })).toThrow('Client not found');
    expect(() => decide({}, emptySchedule(), { kind: 'existing', state: { ...ada, practiceId: 'p2' } as ClientState })).toThrow('Client not found');
  });

  it('a weekly series creates every session, holds every time and records its sessions', () => {
    const times = {
      kind: 'series' as const,
      recurringStartTimes: ['2026-11-24T10:00:00-05:00', '2026-12-01T10:00:00-05:00', '2026-12-08T10:00:00-05:00'],
      recurrencePattern: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=3',
      duration: 60,
    };
    const { appends, appointmentIds, seriesId } = decide({ times });
    expect(appointmentIds).toEqual(['a0', 'a1', 'a2']);
    expect(seriesId).toBe('s1');
    expect(appends[0].events).toHaveLength(3);
    expect(appends.find((a) => a.streamId === 'appointmentSeries-s1')?.events).toEqual([
      { type: 'SeriesScheduled', data: { seriesId: 's1', practiceId: 'p1', appointmentIds: ['a0', 'a1', 'a2'] } },
    ]);
  });

  it('refuses a series while recurring bookings are off for the practice, but still books one time', () => {
    const times = { kind: 'series' as const, recurringStartTimes: ['2026-11-24T10:00:00-05:00', '2026-12-01T10:00:00-05:00'], recurrencePattern: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=2', duration: 60 };
    const practice = samplePractice();
    const recurringOff = { ...practice, flags: { ...practice.flags, recurringBookingsEnabled: false } };
    const given = { practice: recurringOff, schedule: emptySchedule(), client: { kind: 'existing' as const, state: ada }, packages: initialClientPackagesState() };
    expect(() => decideProBooking({ input: { ...input, times }, ids, now }, given)).toThrow('Recurring appointments are not enabled for this practice.');
    expect(decideProBooking({ input, ids, now }, given).appointmentIds).toEqual(['a0']);
  });
});
