// Messages for what the pro does in the calendar, through the real API: a moved appointment says
// "moved" and moves the same calendar entry; every message lists the services, prices, total and
// where it happens.
import { DateTime } from 'luxon';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { PRO_CREATE_APPOINTMENT, UPDATE_APPOINTMENT } from '../support/calendar-operations.js';
import { calendarPractice, iso, NY, nyAt } from '../support/calendar-setup.js';
import { CURRENT_PRACTICE, UPSERT_LOCATION } from '../support/operations.js';
import { newClient, requestAppointment, startTestServer } from '../support/test-server.js';
import { allMail, icsLines, inNewYork as at, icsProperty as property, sequenceOf, settled, templatesTo, waitForMail } from './messaging-mailbox.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Practice = Awaited<ReturnType<typeof calendarPractice>>;

const bookOne = async (p: Practice, start: DateTime, extra: Record<string, unknown> = {}) => {
  const res = await p.pro.gql(PRO_CREATE_APPOINTMENT, {
    appointmentServices: [{ serviceId: p.serviceId, amountCents: 9000 }], locationId: p.locationId, clientId: p.clientId,
    startsAt: iso(start), endsAt: iso(start.plus({ minutes: 60 })), ...extra,
  });
  expect(res.data.proCreateAppointment.result).toBe('success');
  return res.data.proCreateAppointment.appointment as { id: string; client: { email: string } };
};

/** Every message about any of these appointments, once the reactions have caught up. */
const mailAbout = async (p: Practice, ids: string[]) => {
  await settled(server);
  return (await allMail(p.pro)).filter((m) => m.appointmentId !== null && ids.includes(m.appointmentId));
};

describe('a moved appointment', () => {
  it('sends "moved" with the old and the new time, and an update of the confirmation’s calendar entry', async () => {
    const p = await calendarPractice(server);
    const start = nyAt(6, 10);
    const { id, client } = await bookOne(p, start);
    const [confirmed] = await waitForMail(p.pro, id, 1);
    expect(confirmed.template).toBe('appointment_confirmed');

    const moved = start.plus({ days: 1, hours: 4, minutes: 30 });
    expect((await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: id, startsAt: iso(moved) })).data.updateAppointmentV2.result).toBe('success');
    await waitForMail(p.pro, id, 2);
    const mail = await mailAbout(p, [id]);
    expect(templatesTo(mail)).toEqual([`appointment_confirmed -> ${client.email}`, `appointment_moved -> ${client.email}`]);
    const movedMail = mail.find((m) => m.template === 'appointment_moved')!;
    expect(movedMail.subject).toBe(`Your appointment was moved to ${at(moved)}`);
    expect(movedMail.text).toContain(`Was: ${at(start)}\nNow: ${at(moved)}`);
    expect(property(movedMail, 'METHOD')).toEqual(['METHOD:REQUEST']);
    expect(property(movedMail, 'UID')).toEqual(property(confirmed, 'UID'));
    expect(sequenceOf(movedMail)).toBeGreaterThan(sequenceOf(confirmed));
    expect(property(movedMail, 'DTSTART')).toEqual([`DTSTART:${moved.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`]);
  });
});

describe('what a message says about the appointment', () => {
  it('lists every service line with its price (add-ons too), the total and the address of an office', async () => {
    const p = await calendarPractice(server);
    const office = (await p.pro.gql(UPSERT_LOCATION, {
      input: { name: 'Downtown studio', kind: 'office', address: '120 Court St', city: 'Brooklyn', stateProvince: 'NY', zip: '11201', timeZone: NY },
    })).data.upsertLocation.location;
    const { id } = await bookOne(p, nyAt(4, 11), {
      locationId: office.id,
      appointmentServices: [{ serviceId: p.serviceId, amountCents: 9000 }, { serviceId: p.addOnId, amountCents: 1500 }],
      endsAt: iso(nyAt(4, 12, 15)),
    });
    const [confirmed] = await waitForMail(p.pro, id, 1);
    expect(confirmed.text).toContain(
      'Initial consultation: $90.00\nHot stones (add-on): $15.00\nTotal: $105.00\n\nLocation: Downtown studio\n120 Court St, Brooklyn, NY 11201',
    );
    expect(confirmed.html).toContain('Hot stones (add-on)</td>');
    expect(icsLines(confirmed.ics)).toContain('LOCATION:Downtown studio\\, 120 Court St\\, Brooklyn\\, NY 11201');
  });

  it('shows a virtual location with (Video), its join link and its instructions, to the client and to the pro', async () => {
    const p = await calendarPractice(server);
    const practice = (await p.pro.gql(CURRENT_PRACTICE)).data.currentPractice;
    const online = practice.locations[0];
    const updated = await p.pro.gql(UPSERT_LOCATION, {
      input: { id: online.id, name: online.name, kind: 'virtual', timeZone: online.timeZone, virtualType: 'video', virtualLink: 'https://meet.example.com/sam', virtualInstructions: 'Use headphones, please.' },
    });
    expect(updated.data.upsertLocation.result).toBe('success');
    const visitor = await newClient(server);
    const requested = (await requestAppointment(visitor, practice)).data.requestAppointment;
    const mail = await waitForMail(p.pro, requested.appointmentId, 2);
    for (const m of mail) {
      expect(m.text).toContain('Location: Online (Video)\nJoin: https://meet.example.com/sam\nUse headphones, please.');
      expect(m.html).toContain('<a href="https://meet.example.com/sam">');
    }
  });
});
