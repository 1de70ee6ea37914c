// What a client's token reaches through the API (spec 000 §2.2, §3 "Client appointment page
// data"): where the appointment happens (an address for its map, or the virtual kind with its
// link and instructions), the practice's cancellation policy, the spec's state names, and the
// appointment's calendar entry for 'Add to calendar' (the same entry as the e-mails' .ics).
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { APPOINTMENTS, DECLINE, UPDATE_BOOKING_SETTINGS, UPSERT_LOCATION, UPSERT_SERVICE } from '../support/operations.js';
import { newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { icsLines, settled, waitForMail } from './messaging-mailbox.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ publicCallsPerMinute: 10_000 });
});
afterAll(async () => server?.close());

const PAGE = `query($token: String!) { tokenAppointment(instantActionToken: $token) {
  state canCancel locationName virtualMeetingLinkWithFallback
  location { id name kind virtualType address virtualInstructions }
  practice { name url cancellationPolicy } user { name phone } } }`;

const CALENDAR = `query($token: String!) { tokenAppointmentCalendar(instantActionToken: $token) { fileName ics googleCalendarUrl } }`;

const TOKEN_TYPE_FIELDS = `{ __type(name: "TokenAppointment") { fields { name } } }`;

const studioInput = { name: 'Downtown studio', kind: 'office', address: '120 Court St', city: 'Brooklyn', stateProvince: 'NY', zip: '11201', timeZone: 'America/New_York' };

describe('the client appointment page through its token', () => {
  it('an in-person appointment: the address for its map, no virtual link, and the practice cancellation policy', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const studio = (await pro.gql(UPSERT_LOCATION, { input: studioInput })).data.upsertLocation.location;
    const service = (await pro.gql(UPSERT_SERVICE, { input: { name: 'Swedish massage', description: 'Relaxing.', timeLength: 60, amountCents: 9000, locationIds: [studio.id] } }))
      .data.upsertService.service;
    await pro.gql(UPDATE_BOOKING_SETTINGS, { input: { cancellationPolicy: 'Cancel at least 24 hours ahead.' } });
    const visitor = await newClient(server);
    const booked = (await requestAppointment(visitor, practice, { serviceId: service.id, locationId: studio.id })).data.requestAppointment;
    expect(booked.result).toBe('success');

    const page = (await visitor.gql(PAGE, { token: booked.instantActionToken })).data.tokenAppointment;
    expect(page).toMatchObject({
      locationName: 'Downtown studio',
      virtualMeetingLinkWithFallback: null,
      location: { id: studio.id, name: 'Downtown studio', kind: 'office', virtualType: null, address: '120 Court St, Brooklyn, NY 11201', virtualInstructions: null },
      practice: { cancellationPolicy: 'Cancel at least 24 hours ahead.' },
      user: { name: 'Sam Rivera' },
    });
  });

  it("a virtual location reads '(Video)' with its link, or '(Phone Call)' when it is a phone location, with its instructions", async () => {
    const { client: pro, practice } = await signUpPro(server);
    const online = practice.locations[0];
    const save = (virtualType: string, virtualLink: string | null, virtualInstructions: string) =>
      pro.gql(UPSERT_LOCATION, { input: { id: online.id, name: 'Online', kind: 'virtual', timeZone: online.timeZone, virtualType, virtualLink, virtualInstructions } });
    expect((await save('video', 'https://meet.example.com/sam', 'Join five minutes early.')).data.upsertLocation.result).toBe('success');
    const visitor = await newClient(server);
    const { instantActionToken: token } = (await requestAppointment(visitor, practice)).data.requestAppointment;

    const video = (await visitor.gql(PAGE, { token })).data.tokenAppointment;
    expect(video).toMatchObject({
      locationName: 'Online (Video)',
      virtualMeetingLinkWithFallback: 'https://meet.example.com/sam',
      location: { kind: 'virtual', virtualType: 'video', address: null, virtualInstructions: 'Join five minutes early.' },
      practice: { cancellationPolicy: null },
    });

    await save('phone', null, 'I will call the number you gave.');
    const phone = (await visitor.gql(PAGE, { token })).data.tokenAppointment;
    expect(phone).toMatchObject({
      locationName: 'Online (Phone Call)',
      virtualMeetingLinkWithFallback: null,
      location: { kind: 'virtual', virtualType: 'phone', address: null, virtualInstructions: 'I will call the number you gave.' },
    });
  });

  it("calls a declined request 'unavailable' (spec 000 §4) in the pro's API and on the client's page", async () => {
    const { client: pro, practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const { appointmentId, instantActionToken: token } = (await requestAppointment(visitor, practice)).data.requestAppointment;
    expect((await pro.gql(DECLINE, { id: appointmentId })).data.declineAppointment.appointment.state).toBe('unavailable');
    const listed = (await pro.gql(APPOINTMENTS, { filter: { state: 'unavailable' } })).data.appointments;
    expect(listed.items.map((a: { id: string; state: string }) => [a.id, a.state])).toEqual([[appointmentId, 'unavailable']]);
    expect((await pro.gql(APPOINTMENTS, { filter: { state: 'declined' } })).data.appointments.total).toBe(0);
    expect((await visitor.gql(PAGE, { token })).data.tokenAppointment).toMatchObject({ state: 'unavailable', canCancel: false });
  });

  it('exposes exactly what the page shows: nothing about the client, the practice’s other places or other appointments', async () => {
    const visitor = await newClient(server);
    const fields = (await visitor.gql(TOKEN_TYPE_FIELDS)).data.__type.fields.map((f: { name: string }) => f.name).sort();
    expect(fields).toEqual([
      'amountCents', 'appointmentServices', 'canCancel', 'clientPaymentStatus', 'defaultPaymentMethodData', 'endsAt', 'fullTotal', 'ianaTimeZone', 'id',
      'instantActionToken', 'location', 'locationName', 'past', 'paymentError', 'practice', 'reviewLink', 'service', 'startsAt', 'state', 'timeZone', 'tipAmountCents',
      'transactions', 'user', 'virtualMeetingLinkWithFallback',
    ]);
    // The saved card is its brand, last four digits and expiry: never the provider's ids.
    const card = (await visitor.gql(`{ __type(name: "PaymentMethodData") { fields { name } } }`)).data.__type.fields.map((f: { name: string }) => f.name).sort();
    expect(card).toEqual(['brand', 'expMonth', 'expYear', 'last4']);
  });
});

describe("the appointment's calendar entry (Add to calendar)", () => {
  it('is the e-mail’s .ics, and a Google Calendar link with the same title, time, details and place', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const appointment = (await requestAppointment(visitor, practice)).data.requestAppointment;
    expect(appointment.result).toBe('success');
    const [received] = await waitForMail(pro, (m) => m.appointmentId === appointment.appointmentId && m.template === 'request_received', 1);
    await settled(server);

    const entry = (await visitor.gql(CALENDAR, { token: appointment.instantActionToken })).data.tokenAppointmentCalendar;
    expect(entry.fileName).toBe(`appointment-${appointment.appointmentId.slice(0, 8)}.ics`);
    expect(icsLines(entry.ics)).toEqual(icsLines(received.ics));

    const google = new URL(entry.googleCalendarUrl);
    expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/render');
    const vevent = (name: string) => icsLines(received.ics).find((l) => l.startsWith(`${name}:`))!.slice(name.length + 1);
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(vevent('SUMMARY'));
    expect(google.searchParams.get('dates')).toBe(`${vevent('DTSTART')}/${vevent('DTEND')}`);
    expect(google.searchParams.get('location')).toBe('Online (Video)');
    expect(google.searchParams.get('details')).toContain(`/m/c/${appointment.instantActionToken}`);
    expect(google.searchParams.get('details')).toContain('Initial consultation: Free');
  });

  it('is nothing for an unknown token or a cancelled appointment', async () => {
    const { practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const a = (await requestAppointment(visitor, practice)).data.requestAppointment;
    await visitor.gql(`mutation($id: ID!, $token: String!) { clientCancel(appointmentId: $id, instantActionToken: $token) { result } }`, { id: a.appointmentId, token: a.instantActionToken });
    expect((await visitor.gql(CALENDAR, { token: a.instantActionToken })).data.tokenAppointmentCalendar).toBeNull();
    expect((await visitor.gql(CALENDAR, { token: 'x'.repeat(24) })).data.tokenAppointmentCalendar).toBeNull();
  });
});
