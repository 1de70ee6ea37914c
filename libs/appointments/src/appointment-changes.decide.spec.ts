import { fold } from '#app/es';
import { appointmentDecider } from './appointment.decide.js';
import type { AppointmentEvent, AppointmentState } from './appointment.js';
import { decideAppointmentUpdate, decideCancellation } from './appointment-changes.decide.js';
import { scheduleDecider, type ScheduleEvent } from './schedule.js';
import { sampleAppointment } from './testing/sample-appointment.js';
import { samplePractice, samplePracticeEvents } from './testing/sample-practice.js';
import { practiceDecider } from '#app/practice';
import { ProBookingMessages } from './pro-booking.js';

const now = new Date('2026-11-20T12:00:00Z');
const series = { seriesId: 's1', recurrencePattern: 'FREQ=WEEKLY;BYDAY=MO;COUNT=3', recurrenceFrequency: 'WEEKLY', recurrenceUntil: null, recurrenceCount: 3 };
const week = 7 * 24 * 3_600_000;
const session = (i: number, extra: AppointmentEvent[] = []): AppointmentState => {
  const startsAt = new Date(Date.parse('2026-11-23T15:00:00.000Z') + i * week).toISOString();
  const endsAt = new Date(Date.parse(startsAt) + 3_600_000).toISOString();
  const requested = sampleAppointment({ appointmentId: `a${i}`, startsAt, endsAt, bookedBy: 'pro', series });
  return fold(appointmentDecider, [{ type: 'AppointmentRequested', data: requested }, { type: 'AppointmentAccepted', data: { appointmentId: `a${i}`, acceptedBy: 'pro' } }, ...extra]);
};
const held = (ids: number[]) =>
  fold(scheduleDecider, ids.map((i): ScheduleEvent => {
    const s = session(i) as Extract<AppointmentState, { startsAt: string }>;
    return { type: 'SlotReserved', data: { appointmentId: `a${i}`, startsAt: s.startsAt, endsAt: s.endsAt } };
  }));
const types = (appends: Array<{ streamId: string; events: Array<{ type: string }> }>) => appends.map((a) => [a.streamId, a.events.map((e) => e.type)]);

describe('updateAppointmentV2 (decideAppointmentUpdate)', () => {
  const update = (changes: Record<string, unknown>, sessions: AppointmentState[] = []) =>
    decideAppointmentUpdate({ appointmentId: 'a0', practiceId: 'p1', changes, now }, { appointment: session(0), practice: samplePractice(), schedule: held([0, 1, 2]), series: sessions });

  it('a new start keeps the length and moves the hold on the schedule', () => {
    const appends = update({ startsAt: '2026-11-23T11:00:00-05:00' });
    expect(types(appends)).toEqual([['appointment-a0', ['AppointmentRescheduled']], ['schedule-p1', ['SlotReserved']]]);
    expect(appends[1].events[0].data).toEqual({ appointmentId: 'a0', startsAt: '2026-11-23T16:00:00.000Z', endsAt: '2026-11-23T17:00:00.000Z' });
  });

  it('rescheduleRecurringSeries moves every following live session by the same wall-clock change', () => {
    const appends = update({ startsAt: '2026-11-23T11:00:00-05:00', rescheduleRecurringSeries: true }, [session(0), session(1), session(2, [{ type: 'AppointmentCancelled', data: { appointmentId: 'a2', cancelledBy: 'pro', practitionerNote: null } }])]);
    expect(types(appends)).toEqual([
      ['appointment-a0', ['AppointmentRescheduled']],
      ['appointment-a1', ['AppointmentRescheduled']],
      ['schedule-p1', ['SlotReserved', 'SlotReserved']],
    ]);
    expect(appends[1].events[0].data).toMatchObject({ startsAt: '2026-11-30T16:00:00.000Z' });
  });

  it('new services change the details and the price; an unchanged save appends nothing', () => {
    expect(types(update({ services: [{ serviceId: 'massage', amountCents: 5000 }] }))).toEqual([['appointment-a0', ['AppointmentDetailsChanged']]]);
    expect(types(update({ practitionerNote: '' }))).toEqual([['appointment-a0', []]]);
  });

  it('a coupon redeemed at booking stays taken off the new price', () => {
    const base = session(0) as Extract<AppointmentState, { startsAt: string }>;
    const discounted = { ...base, discountCodeRedemptions: [{ code: 'TWENTYOFF', amountCents: 1000 }] } as AppointmentState;
    const appends = decideAppointmentUpdate(
      { appointmentId: 'a0', practiceId: 'p1', changes: { services: [{ serviceId: 'massage', amountCents: 5000 }] }, now },
      { appointment: discounted, practice: samplePractice(), schedule: held([0]), series: [] },
    );
    expect(appends[0].events[0].data).toMatchObject({ amountCents: 4000 });
  });

  it('a gift card spent at booking stays taken off the new price too, never below zero', () => {
    const base = session(0) as Extract<AppointmentState, { startsAt: string }>;
    const paid = {
      ...base,
      discountCodeRedemptions: [{ code: 'TWENTYOFF', amountCents: 1000 }],
      giftCardRedemptions: [{ giftCardId: 'g1', redemptionId: 'r1', code: '••••-AB12', amountCents: 2500 }],
    } as AppointmentState;
    const priced = (amountCents: number) =>
      decideAppointmentUpdate(
        { appointmentId: 'a0', practiceId: 'p1', changes: { services: [{ serviceId: 'massage', amountCents }] }, now },
        { appointment: paid, practice: samplePractice(), schedule: held([0]), series: [] },
      )[0].events[0].data;
    expect(priced(5000)).toMatchObject({ amountCents: 1500 });
    expect(priced(3000)).toMatchObject({ amountCents: 0 });
  });

  it("a package session's service stays its package's; no edit makes an appointment a package session", () => {
    const practice = fold(practiceDecider, [...samplePracticeEvents, { type: 'PracticeFlagsSet', data: { packagesEnabled: true } },
      { type: 'ServiceUpserted', data: { serviceId: 'five', name: 'Five', description: 'd', timeLength: 60, amountCents: 40000, addOn: false, public: false, locationIds: [], package: true, numberOfSessions: 5 } }]);
    const base = session(0) as Extract<AppointmentState, { startsAt: string }>;
    const packaged = { ...base, services: [{ serviceId: 'five', name: 'Five', timeLength: 60, amountCents: 0, addOn: false }], packageSession: { packageId: 'k1', sessionNumber: 2, numberOfSessions: 5 } } as AppointmentState;
    const change = (appointment: AppointmentState, serviceId: string) =>
      decideAppointmentUpdate({ appointmentId: 'a0', practiceId: 'p1', changes: { services: [{ serviceId, amountCents: 100 }] }, now }, { appointment, practice, schedule: held([0]), series: [] });
    expect(() => change(packaged, 'massage')).toThrow(ProBookingMessages.packageServiceFixed);
    expect(() => change(base, 'five')).toThrow(ProBookingMessages.packageServiceFixed);
    expect(types(change(packaged, 'five'))).toEqual([['appointment-a0', ['AppointmentDetailsChanged']]]); // its price may change
  });

  it("another practice's appointment is not found", () => {
    expect(() => decideAppointmentUpdate({ appointmentId: 'a0', practiceId: 'p2', changes: {}, now }, { appointment: session(0), practice: samplePractice(), schedule: held([]), series: [] })).toThrow(
      'Appointment not found',
    );
  });
});

describe('cancel (decideCancellation)', () => {
  const cancel = (access: { by: 'pro'; practiceId: string } | { by: 'token'; instantActionToken: string }, wholeSeries: boolean) =>
    decideCancellation({ appointmentId: 'a0', access, practitionerNote: 'Sorry', wholeSeries, now }, { appointment: session(0), schedule: held([0, 1, 2]), series: [session(0), session(1), session(2)] });

  it('one appointment frees its time', () => {
    expect(types(cancel({ by: 'pro', practiceId: 'p1' }, false))).toEqual([['appointment-a0', ['AppointmentCancelled']], ['schedule-p1', ['SlotReleased']]]);
  });

  it('this and all following: every later session is cancelled and freed in the same decision', () => {
    const appends = cancel({ by: 'pro', practiceId: 'p1' }, true);
    expect(types(appends)).toEqual([
      ['appointment-a0', ['AppointmentCancelled']],
      ['appointment-a1', ['AppointmentCancelled']],
      ['appointment-a2', ['AppointmentCancelled']],
      ['schedule-p1', ['SlotReleased', 'SlotReleased', 'SlotReleased']],
    ]);
  });

  it('the token holder cancels as the client, without a note, and never a whole series', () => {
    const appends = cancel({ by: 'token', instantActionToken: 'tok_ABC-123' }, true);
    expect(types(appends)).toEqual([['appointment-a0', ['AppointmentCancelled']], ['schedule-p1', ['SlotReleased']]]);
    expect(appends[0].events[0].data).toEqual({ appointmentId: 'a0', cancelledBy: 'client', practitionerNote: null });
  });

  it('a wrong token finds nothing', () => {
    expect(() => cancel({ by: 'token', instantActionToken: 'tok_ABC-124' }, false)).toThrow('Appointment not found');
  });
});
