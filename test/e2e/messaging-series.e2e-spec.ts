// A recurring series' messages through the real API: the series is confirmed, moved and
// cancelled ("this and all following") in ONE message each, whose .ics holds one entry per
// session under the session's own UID; a session changed alone gets the single-appointment
// message for that same calendar entry.
import { jest } from '@jest/globals';
import { DateTime } from 'luxon';
import { START_OF_LOG } from '#app/eventstore';
import type { Mailer } from '#app/integrations';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { MessagingReactions } from '../../apps/api/src/messaging/messaging-reactions.js';
import { MAILER } from '../../apps/api/src/messaging/messaging-settings.js';
import { CANCEL_APPOINTMENT, CREATE_APPOINTMENTS, RECURRING_TIMES, UPDATE_APPOINTMENT } from '../support/calendar-operations.js';
import { calendarPractice, iso, NY, nyAt } from '../support/calendar-setup.js';
import { startTestServer } from '../support/test-server.js';
import { allMail, icsLines, inNewYork as at, icsProperty as property, settled, templatesTo } from './messaging-mailbox.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Practice = Awaited<ReturnType<typeof calendarPractice>>;

const bookSeries = async (p: Practice, first: DateTime, count: number) => {
  const pattern = `FREQ=WEEKLY;COUNT=${count}`;
  const starts = (await p.pro.gql(RECURRING_TIMES, { practiceId: p.practice.id, startsAt: iso(first), recurrencePattern: pattern, duration: 60 })).data.recurringTimes.map(
    (t: { startsAt: string }) => t.startsAt,
  );
  const res = (await p.pro.gql(CREATE_APPOINTMENTS, {
    appointmentServices: [{ serviceId: p.serviceId, amountCents: 9000 }, { serviceId: p.addOnId, amountCents: 1500 }], locationId: p.locationId, clientId: p.clientId,
    bookedFrom: 'web', bookedBy: 'pro', recurringStartTimes: starts, recurrencePattern: pattern, duration: 75,
  })).data.createAppointments;
  expect(res.result).toBe('success');
  const sessions = res.appointments as Array<{ id: string; startsAt: string; instantActionToken: string; client: { email: string } }>;
  return { sessions, ids: sessions.map((s) => s.id), email: sessions[0].client.email };
};

/** Every message about any of these appointments, once the reactions have caught up. */
const mailAbout = async (p: Practice, ids: string[]) => {
  await settled(server);
  return (await allMail(p.pro)).filter((m) => m.appointmentId !== null && ids.includes(m.appointmentId));
};

describe('a recurring series', () => {
  it('is confirmed in ONE message listing every session, with one calendar entry per session', async () => {
    const p = await calendarPractice(server);
    const first = nyAt(5, 9);
    const { sessions, ids, email } = await bookSeries(p, first, 4);
    const mail = await mailAbout(p, ids);
    expect(templatesTo(mail)).toEqual([`series_confirmed -> ${email}`]);
    const [confirmation] = mail;
    expect(confirmation.appointmentId).toBe(ids[0]);
    expect(confirmation.subject).toBe('Your 4 appointments are confirmed');
    for (const s of sessions) expect(confirmation.text).toContain(`${at(s.startsAt)}: `);
    for (const s of sessions) expect(confirmation.text).toContain(`/m/c/${s.instantActionToken}`);
    expect(confirmation.text).toContain('Initial consultation: $90.00\nHot stones (add-on): $15.00\nTotal: $105.00');
    expect(property(confirmation, 'METHOD')).toEqual(['METHOD:REQUEST']);
    expect(icsLines(confirmation.ics).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(4);
    expect(property(confirmation, 'UID').map((l) => l.replace(/^UID:|@.*$/g, ''))).toEqual(ids);
  });

  it('"this and all following" is cancelled in ONE message listing those sessions; a session moved alone gets its own message', async () => {
    const p = await calendarPractice(server);
    const first = nyAt(5, 13);
    const { sessions, ids, email } = await bookSeries(p, first, 4);
    const [confirmation] = await mailAbout(p, ids);

    const cancelled = (await p.pro.gql(CANCEL_APPOINTMENT, { appointmentId: ids[1], cancelRecurringSeries: true })).data.cancelAppointment;
    expect(cancelled.cancelledAppointmentIds.sort()).toEqual(ids.slice(1).sort());
    const afterCancel = await mailAbout(p, ids);
    expect(templatesTo(afterCancel)).toEqual([`series_cancelled -> ${email}`, `series_confirmed -> ${email}`]);
    const cancellation = afterCancel.find((m) => m.template === 'series_cancelled')!;
    expect(cancellation.appointmentId).toBe(ids[1]);
    expect(cancellation.subject).toBe('Your 3 appointments were cancelled');
    for (const s of sessions.slice(1)) expect(cancellation.text).toContain(at(s.startsAt));
    expect(cancellation.text).not.toContain(at(sessions[0].startsAt));
    expect(property(cancellation, 'METHOD')).toEqual(['METHOD:CANCEL']);
    expect(property(cancellation, 'STATUS')).toEqual(Array(3).fill('STATUS:CANCELLED'));
    expect(property(cancellation, 'UID')).toEqual(property(confirmation, 'UID').slice(1));
    expect(Math.min(...property(cancellation, 'SEQUENCE').map((l) => Number(l.slice(9))))).toBeGreaterThan(Math.max(...property(confirmation, 'SEQUENCE').map((l) => Number(l.slice(9)))));

    // The first session alone: the single-appointment message, for the same calendar entry.
    const moved = DateTime.fromISO(sessions[0].startsAt, { zone: NY }).plus({ hours: 2 });
    expect((await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: ids[0], startsAt: iso(moved) })).data.updateAppointmentV2.result).toBe('success');
    const movedMail = (await mailAbout(p, ids)).filter((m) => m.template === 'appointment_moved');
    expect(templatesTo(movedMail)).toEqual([`appointment_moved -> ${email}`]);
    expect(property(movedMail[0], 'UID')).toEqual(property(confirmation, 'UID').slice(0, 1));
  });

  it('moving the rest of a series sends ONE "moved" message with each session’s old and new time', async () => {
    const p = await calendarPractice(server);
    const first = nyAt(5, 8);
    const { sessions, ids, email } = await bookSeries(p, first, 3);
    const [confirmation] = await mailAbout(p, ids);
    const later = DateTime.fromISO(sessions[0].startsAt, { zone: NY }).plus({ hours: 3 });
    const res = await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: ids[0], startsAt: iso(later), rescheduleRecurringSeries: true });
    expect(res.data.updateAppointmentV2.result).toBe('success');
    const mail = await mailAbout(p, ids);
    expect(templatesTo(mail)).toEqual([`series_confirmed -> ${email}`, `series_moved -> ${email}`]);
    const moved = mail.find((m) => m.template === 'series_moved')!;
    expect(moved.subject).toBe('Your 3 appointments were moved');
    for (const s of sessions) {
      const before = DateTime.fromISO(s.startsAt, { zone: NY });
      expect(moved.text).toContain(`${at(before.plus({ hours: 3 }))} (was ${at(before)})`);
    }
    expect(property(moved, 'METHOD')).toEqual(['METHOD:REQUEST']);
    expect(property(moved, 'UID')).toEqual(property(confirmation, 'UID'));
  });
});

describe('replaying the log', () => {
  it('sends and records no series message twice', async () => {
    const p = await calendarPractice(server);
    const { ids } = await bookSeries(p, nyAt(6, 15), 3);
    expect((await p.pro.gql(CANCEL_APPOINTMENT, { appointmentId: ids[1], cancelRecurringSeries: true })).data.cancelAppointment.result).toBe('success');
    const before = (await mailAbout(p, ids)).map((m) => m.id).sort();
    expect(before).toHaveLength(2);
    const reactions = server.app.get(MessagingReactions);
    const send = jest.spyOn(server.app.get<Mailer>(MAILER), 'send');
    try {
      await reactions.stop();
      await reactions.runner.rewind('send-appointment-emails', START_OF_LOG);
      await reactions.start();
      await settled(server);
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
    expect((await mailAbout(p, ids)).map((m) => m.id).sort()).toEqual(before);
  });
});
