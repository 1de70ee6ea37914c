// The pro's calendar through the real API: booking from the flyout (add-on and price rules, custom
// prices, a new client), display titles, reschedule and edit, cancel with a note, resending the
// confirmation, the schedule's no-overlap rule, another practice's ids, and bad input.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CALENDAR_COLOURS } from '#app/calendar';
import { HISTORY } from '../support/operations.js';
import { newClient, requestAppointment, signUpPro, startTestServer, freeSlots } from '../support/test-server.js';
import {
  APPOINTMENT_BY_TOKEN, CANCEL_APPOINTMENT, CALENDAR_APPOINTMENT, CREATE_APPOINTMENTS, CLIENT_PRICES, PRO_CALENDAR, PRO_CALENDAR_EVENTS, PRO_CREATE_APPOINTMENT,
  RESEND_CONFIRMATION, UPDATE_APPOINTMENT, UPSERT_PERSONAL_EVENT,
} from '../support/calendar-operations.js';
import { calendarPractice, iso, nyAt, NY } from '../support/calendar-setup.js';
import { refusalOf, refusedDateTime } from '../support/date-time-operations.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Practice = Awaited<ReturnType<typeof calendarPractice>>;

const book = async (p: Practice, startsAt: string, endsAt: string, extra: Record<string, unknown> = {}) =>
  (await p.pro.gql(PRO_CREATE_APPOINTMENT, {
    appointmentServices: [{ serviceId: p.serviceId, amountCents: 8000 }], locationId: p.locationId, startsAt, endsAt, clientId: p.clientId, ...extra,
  })).data.proCreateAppointment;

const week = (days: number) => ({ from: iso(nyAt(days - 3, 0)), to: iso(nyAt(days + 4, 0)) });

describe('booking from the calendar', () => {
  it('the pro books any time (a Sunday at 7:00): approved at once, at the pro\'s price, on the calendar', async () => {
    const p = await calendarPractice(server);
    const sunday = nyAt(7, 7).set({ weekday: 7 });
    const res = await book(p, iso(sunday), iso(sunday.plus({ minutes: 75 })), {
      appointmentServices: [{ serviceId: p.serviceId, amountCents: 12345 }, { serviceId: p.addOnId, amountCents: 0 }], practitionerNote: ' Bring oil ',
    });
    expect(res).toMatchObject({ result: 'success', errors: [] });
    const a = res.appointment;
    expect(a).toMatchObject({
      state: 'approved', bookedBy: 'pro', amountCents: 12345, timeZone: NY, practitionerNote: 'Bring oil', seriesId: null, paymentStatus: 'Upcoming',
      startsAt: sunday.toUTC().toISO(), endsAt: sunday.plus({ minutes: 75 }).toUTC().toISO(),
      client: { clientId: p.clientId, firstName: 'Grace', lastName: 'Hopper' }, location: { id: p.locationId },
    });
    expect(a.appointmentServices.map((s: { amountCents: number; addOn: boolean }) => [s.amountCents, s.addOn])).toEqual([[12345, false], [0, true]]);

    const range = { from: iso(sunday.minus({ days: 1 })), to: iso(sunday.plus({ days: 1 })) };
    expect((await p.pro.gql(PRO_CALENDAR, range)).data.practiceAppointments.map((x: { id: string }) => x.id)).toEqual([a.id]);
    const [event] = (await p.pro.gql(PRO_CALENDAR_EVENTS, range)).data.calendarEvents;
    expect(event).toMatchObject({
      id: a.id, title: 'Grace Hopper', start: iso(sunday), end: iso(sunday.plus({ minutes: 75 })), allDay: false, editable: true,
      extendedProps: { kind: 'appointment', appointmentId: a.id, token: a.instantActionToken, state: 'approved', duration: 75, timeZone: NY, calendarName: 'Appointments' },
    });
    expect((await p.pro.gql(APPOINTMENT_BY_TOKEN, { token: a.instantActionToken })).data.appointmentByToken.id).toBe(a.id);
    expect((await p.pro.gql(CALENDAR_APPOINTMENT, { id: a.id })).data.appointment.bookedBy).toBe('pro');
  });

  it('titles: a short appointment adds the service name; a pending request starts with "Request: "; past ones are not editable', async () => {
    const p = await calendarPractice(server);
    const at = nyAt(9, 18);
    const short = (await book(p, iso(at), iso(at.plus({ minutes: 20 })))).appointment;
    const past = (await book(p, iso(nyAt(-2, 10)), iso(nyAt(-2, 11)))).appointment;
    expect(past.past).toBe(true);
    const visitor = await newClient(server);
    const [slot] = await freeSlots(visitor, { ...p.practice, services: [{ id: p.serviceId }], locations: [{ id: p.locationId }] });
    const requested = (await requestAppointment(visitor, p.practice, { startsAt: slot })).data.requestAppointment;
    const events = (await p.pro.gql(PRO_CALENDAR_EVENTS, { from: iso(nyAt(-3, 0)), to: iso(nyAt(12, 0)) })).data.calendarEvents;
    const byId = Object.fromEntries(events.map((e: { id: string }) => [e.id, e]));
    expect(byId[short.id]).toMatchObject({ title: `Grace Hopper - ${short.appointmentServices[0].name}`, editable: true });
    expect(byId[past.id]).toMatchObject({ title: 'Grace Hopper', editable: false });
    expect(byId[requested.appointmentId]).toMatchObject({ title: 'Request: Ada Lovelace', extendedProps: expect.objectContaining({ state: 'pending' }) });
  });

  it('colours: requests, confirmed appointments, personal events and past appointments each have their own (the legend\'s)', async () => {
    const p = await calendarPractice(server);
    const confirmed = (await book(p, iso(nyAt(9, 10)), iso(nyAt(9, 11)))).appointment;
    const past = (await book(p, iso(nyAt(-2, 10)), iso(nyAt(-2, 11)))).appointment;
    const visitor = await newClient(server);
    const [slot] = await freeSlots(visitor, { ...p.practice, services: [{ id: p.serviceId }], locations: [{ id: p.locationId }] });
    const requested = (await requestAppointment(visitor, p.practice, { startsAt: slot })).data.requestAppointment;
    await p.pro.gql(UPSERT_PERSONAL_EVENT, { name: 'Lunch', allDay: false, startsAt: iso(nyAt(9, 12)), endsAt: iso(nyAt(9, 13)), timeZone: NY });
    const events = (await p.pro.gql(PRO_CALENDAR_EVENTS, { from: iso(nyAt(-3, 0)), to: iso(nyAt(12, 0)) })).data.calendarEvents;
    const colourOf = (pick: (e: { id: string; title: string }) => boolean) => {
      const { backgroundColor, borderColor, textColor } = events.find(pick);
      return { background: backgroundColor, border: borderColor, text: textColor };
    };
    const { label: _, ...colour } = CALENDAR_COLOURS.confirmed;
    expect(colourOf((e) => e.id === confirmed.id)).toEqual(colour);
    for (const [kind, pick] of [
      ['past', (e: { id: string }) => e.id === past.id],
      ['request', (e: { id: string }) => e.id === requested.appointmentId],
      ['personal', (e: { title: string }) => e.title === 'Lunch'],
    ] as const) {
      const { label: __, ...expected } = CALENDAR_COLOURS[kind];
      expect(colourOf(pick as (e: { id: string; title: string }) => boolean)).toEqual(expected);
    }
    const backgrounds = new Set(['confirmed', 'past', 'request', 'personal', 'groupEvent'].map((k) => CALENDAR_COLOURS[k as keyof typeof CALENDAR_COLOURS].background));
    expect(backgrounds.size).toBe(5);
  });

  it('add-on and price rules, with the spec messages; nothing is booked', async () => {
    const p = await calendarPractice(server);
    const at = nyAt(4, 12);
    const attempt = (appointmentServices: unknown[]) => book(p, iso(at), iso(at.plus({ hours: 1 })), { appointmentServices });
    expect((await attempt([{ serviceId: p.addOnId, amountCents: 100 }])).errors).toEqual(["You can't create an appointment with only add-on services"]);
    expect((await attempt([{ serviceId: p.addOnId, amountCents: 100 }, { serviceId: p.serviceId, amountCents: 100 }])).errors).toEqual(['The first service cannot be an add-on.']);
    expect((await attempt([{ serviceId: p.serviceId, amountCents: -1 }])).errors).toEqual(['Please enter a price from $0.00 to $9,999,999.99.']);
    expect((await attempt([{ serviceId: p.serviceId, amountCents: 1_000_000_000 }])).errors).toEqual(['Please enter a price from $0.00 to $9,999,999.99.']);
    expect((await attempt([{ serviceId: p.serviceId, amountCents: 999_999_999 }])).result).toBe('success');
    expect((await attempt([])).errors).toEqual(['Please choose a service.']);
    expect((await book(p, iso(at.plus({ days: 1 })), iso(at.plus({ days: 1, hours: 1 })), { locationId: 'nope' })).errors).toEqual(['Please choose a location.']);
    const soon = await p.pro.gql(PRO_CREATE_APPOINTMENT, { appointmentServices: [{ serviceId: p.serviceId, amountCents: 8000 }], locationId: p.locationId, startsAt: 'soon', endsAt: iso(at.plus({ hours: 1 })), clientId: p.clientId });
    expect(refusalOf(soon)).toEqual(refusedDateTime());
    expect((await book(p, iso(at.plus({ days: 1 })), iso(at.plus({ days: 1, minutes: -5 })))).errors).toEqual(['The appointment must end after it starts.']);
    expect((await book(p, iso(at.plus({ days: 1 })), iso(at.plus({ days: 2, hours: 1 })))).errors).toEqual(['An appointment can be at most 24 hours long.']);
    expect((await book(p, iso(at.plus({ days: 1 })), iso(at.plus({ days: 1, hours: 1 })), { clientId: null })).errors).toEqual(['Please choose a client.']);
    const calendar = (await p.pro.gql(PRO_CALENDAR, week(4))).data.practiceAppointments;
    expect(calendar).toHaveLength(1); // only the one valid booking
  });

  it('a saved custom price becomes the client\'s price; a new client is created with the booking', async () => {
    const p = await calendarPractice(server);
    const at = nyAt(5, 10);
    const res = await book(p, iso(at), iso(at.plus({ hours: 1 })), { appointmentServices: [{ serviceId: p.serviceId, amountCents: 7000, saveCustomPrice: true }] });
    expect(res.result).toBe('success');
    const prices = (await p.pro.gql(CLIENT_PRICES, { clientId: p.clientId })).data.client.customPrices;
    expect(prices).toEqual([{ serviceId: p.serviceId, amountCents: 7000 }]);

    const later = at.plus({ hours: 2 });
    const withNew = await book(p, iso(later), iso(later.plus({ hours: 1 })), { clientId: null, client: { firstName: 'Alan', lastName: 'Turing', phone: '(415) 555-0134' } });
    expect(withNew.result).toBe('success');
    const newId = withNew.appointment.client.clientId;
    expect(newId).not.toBe(p.clientId);
    expect(withNew.appointment.client).toMatchObject({ firstName: 'Alan', lastName: 'Turing', phone: '+14155550134' });
    expect((await p.pro.gql(CLIENT_PRICES, { clientId: newId })).data.client).toMatchObject({ id: newId, firstName: 'Alan' });
    const invalid = await book(p, iso(later.plus({ hours: 2 })), iso(later.plus({ hours: 3 })), { clientId: null, client: { firstName: 'No', lastName: 'Phone' } });
    expect(invalid).toMatchObject({ result: null, errors: ['Phone is required to create a client.'] });
  });

  it('never overlaps another appointment or a personal event', async () => {
    const p = await calendarPractice(server);
    const at = nyAt(6, 13);
    expect((await book(p, iso(at), iso(at.plus({ hours: 1 })))).result).toBe('success');
    const clash = await book(p, iso(at.plus({ minutes: 30 })), iso(at.plus({ minutes: 90 })));
    expect(clash.result).toBeNull();
    expect(clash.errors[0]).toMatch(/^This time overlaps another appointment or personal event: .*1:30 PM - 2:30 PM\. Please choose another time\.$/);
    expect((await book(p, iso(at.plus({ hours: 1 })), iso(at.plus({ hours: 2 })))).result).toBe('success'); // back to back is fine
    await p.pro.gql(UPSERT_PERSONAL_EVENT, { name: 'Gym', allDay: false, startsAt: iso(at.plus({ hours: 3 })), endsAt: iso(at.plus({ hours: 4 })), timeZone: NY });
    expect((await book(p, iso(at.plus({ hours: 3, minutes: 30 })), iso(at.plus({ hours: 5 })))).errors[0]).toMatch(/^This time overlaps/);
  });
});

describe('at the same time', () => {
  it('of six bookings racing for one time, exactly one wins', async () => {
    const p = await calendarPractice(server);
    const at = nyAt(10, 16);
    const results = await Promise.all(Array.from({ length: 6 }, () => book(p, iso(at), iso(at.plus({ hours: 1 })))));
    expect(results.filter((r) => r.result === 'success')).toHaveLength(1);
    for (const r of results.filter((x) => x.result !== 'success')) expect(r.errors[0]).toMatch(/^This time overlaps/);
    expect((await p.pro.gql(PRO_CALENDAR, week(10))).data.practiceAppointments).toHaveLength(1);
  });
});

describe('changing an appointment', () => {
  it('reschedules, frees the old time, and edits services, price, location and note', async () => {
    const p = await calendarPractice(server);
    const at = nyAt(8, 10);
    const a = (await book(p, iso(at), iso(at.plus({ hours: 1 })))).appointment;
    const moved = (await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: a.id, startsAt: iso(at.plus({ hours: 3 })), endsAt: iso(at.plus({ hours: 4, minutes: 30 })) })).data.updateAppointmentV2;
    expect(moved).toMatchObject({ result: 'success', appointment: { startsAt: at.plus({ hours: 3 }).toUTC().toISO(), endsAt: at.plus({ hours: 4, minutes: 30 }).toUTC().toISO() } });
    expect((await book(p, iso(at), iso(at.plus({ hours: 1 })))).result).toBe('success'); // the old time is free
    const edited = (await p.pro.gql(UPDATE_APPOINTMENT, {
      appointmentId: a.id, appointmentServices: [{ serviceId: p.serviceId, amountCents: 5000 }, { serviceId: p.addOnId, amountCents: 1000 }], practitionerNote: 'Left shoulder',
    })).data.updateAppointmentV2;
    expect(edited).toMatchObject({ result: 'success', appointment: { amountCents: 6000, practitionerNote: 'Left shoulder' } });
    expect(edited.appointment.appointmentServices).toHaveLength(2);
    const onlyAddOn = (await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: a.id, appointmentServices: [{ serviceId: p.addOnId, amountCents: 1 }] })).data.updateAppointmentV2;
    expect(onlyAddOn.errors).toEqual(["You can't create an appointment with only add-on services"]);
    expect(refusalOf(await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: a.id, startsAt: 'later' }))).toEqual(refusedDateTime());
    expect((await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: a.id, locationId: 'nowhere' })).data.updateAppointmentV2.errors).toEqual(['Please choose a location.']);
    expect((await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: 'not-an-id', startsAt: iso(at) })).data.updateAppointmentV2.errors).toEqual(['Appointment not found']);
    expect((await p.pro.gql(APPOINTMENT_BY_TOKEN, { token: 'short' })).data.appointmentByToken).toBeNull();
    const onto = (await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: a.id, startsAt: iso(at.plus({ minutes: 30 })) })).data.updateAppointmentV2;
    expect(onto.errors[0]).toMatch(/^This time overlaps/);
    const history = (await p.pro.gql(HISTORY, { id: a.id })).data.appointmentHistory.map((h: { type: string }) => h.type).filter((t: string) => t !== 'EmailSent');
    expect(history).toEqual(['AppointmentRequested', 'AppointmentAccepted', 'AppointmentRescheduled', 'AppointmentDetailsChanged']);
    // Saving the same values again records nothing.
    const again = (await p.pro.gql(UPDATE_APPOINTMENT, {
      appointmentId: a.id, appointmentServices: [{ serviceId: p.serviceId, amountCents: 5000 }, { serviceId: p.addOnId, amountCents: 1000 }], practitionerNote: 'Left shoulder',
      startsAt: moved.appointment.startsAt, endsAt: moved.appointment.endsAt,
    })).data.updateAppointmentV2;
    expect(again.result).toBe('success');
    const after = (await p.pro.gql(HISTORY, { id: a.id })).data.appointmentHistory.filter((h: { type: string }) => h.type !== 'EmailSent');
    expect(after).toHaveLength(4);
  });

  it('past appointments cannot be rescheduled; cancelled ones cannot be changed', async () => {
    const p = await calendarPractice(server);
    const past = (await book(p, iso(nyAt(-1, 10)), iso(nyAt(-1, 11)))).appointment;
    const res = (await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: past.id, startsAt: iso(nyAt(3, 10)) })).data.updateAppointmentV2;
    expect(res.errors).toEqual(["The appointment start time has past so this appointment can't be cancelled or rescheduled."]);
    const future = (await book(p, iso(nyAt(3, 15)), iso(nyAt(3, 16)))).appointment;
    const cancelled = (await p.pro.gql(CANCEL_APPOINTMENT, { appointmentId: future.id, practitionerNote: 'Feeling unwell' })).data.cancelAppointment;
    expect(cancelled).toEqual({ result: 'success', errors: [], cancelledAppointmentIds: [future.id] });
    expect((await p.pro.gql(CALENDAR_APPOINTMENT, { id: future.id })).data.appointment).toMatchObject({ state: 'cancelled', practitionerNote: 'Feeling unwell' });
    expect((await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: future.id, practitionerNote: 'x' })).data.updateAppointmentV2.errors).toEqual([
      'This appointment was cancelled or declined, so it cannot be changed.',
    ]);
    // Cancelled appointments leave the display calendar but stay in ProCalendar's list; their time is free.
    expect((await p.pro.gql(PRO_CALENDAR_EVENTS, week(3))).data.calendarEvents).toEqual([]);
    expect((await p.pro.gql(PRO_CALENDAR, week(3))).data.practiceAppointments.map((x: { state: string }) => x.state)).toEqual(['cancelled']);
    expect((await book(p, iso(nyAt(3, 15)), iso(nyAt(3, 16)))).result).toBe('success');
  });

  it('resends the confirmation by e-mail as a new message', async () => {
    const p = await calendarPractice(server);
    const a = (await book(p, iso(nyAt(4, 10)), iso(nyAt(4, 11)))).appointment;
    const confirmations = async () =>
      ((await p.pro.gql(HISTORY, { id: a.id })).data.appointmentHistory as Array<{ type: string; eventId: string; data: { template: string } }>)
        .filter((h) => h.type === 'EmailSent' && h.data.template === 'appointment_confirmed');
    const waitFor = async (n: number) => {
      for (let i = 0; i < 100; i++) {
        const sent = await confirmations();
        if (sent.length >= n) return sent;
        await new Promise((r) => setTimeout(r, 50));
      }
      return confirmations();
    };
    expect(await waitFor(1)).toHaveLength(1);
    expect((await p.pro.gql(RESEND_CONFIRMATION, { appointmentId: a.id, sendTo: 'email' })).data.resendProAppointmentConfirmation).toEqual({ result: 'success', errors: [] });
    const sent = await waitFor(2);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((s) => s.eventId)).size).toBe(2);
    expect((await p.pro.gql(RESEND_CONFIRMATION, { appointmentId: a.id, sendTo: 'fax' })).data.resendProAppointmentConfirmation.errors).toEqual([
      "Please choose where to send the confirmation: 'email' or 'sms'.",
    ]);
    const phoneOnly = (await book(p, iso(nyAt(4, 12)), iso(nyAt(4, 13)), { clientId: null, client: { firstName: 'Phone', lastName: 'Only', phone: '(917) 555-0199' } })).appointment;
    expect((await p.pro.gql(RESEND_CONFIRMATION, { appointmentId: phoneOnly.id, sendTo: 'email' })).data.resendProAppointmentConfirmation).toEqual({
      result: null, errors: ['This client has no email address on file.'],
    });
  });

  it('resends the confirmation by text: one text with the appointment page link, recorded in its history, no e-mail', async () => {
    const p = await calendarPractice(server);
    const client = { firstName: 'Text', lastName: 'Me', email: 'text.me@example.com', phone: '(917) 555-0123' };
    const a = (await book(p, iso(nyAt(4, 14)), iso(nyAt(4, 15)), { clientId: null, client })).appointment;
    const history = async () => (await p.pro.gql(HISTORY, { id: a.id })).data.appointmentHistory as Array<{ type: string; data: { type?: string; template?: string; body?: string; to?: string } }>;
    const texts = async () => (await history()).filter((h) => h.type === 'TextSent');
    expect((await p.pro.gql(RESEND_CONFIRMATION, { appointmentId: a.id, sendTo: 'sms' })).data.resendProAppointmentConfirmation).toEqual({ result: 'success', errors: [] });
    for (let i = 0; i < 100 && (await texts()).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const [sent, ...more] = await texts();
    expect(more).toEqual([]);
    expect(sent.data).toMatchObject({ type: 'appointment_confirmed', to: '+19175550123' });
    expect(sent.data.body).toContain(`/m/c/${a.instantActionToken}`);
    expect((await history()).filter((h) => h.type === 'TextRequested')).toHaveLength(1);
    expect((await history()).filter((h) => h.type === 'EmailSent' && h.data.template === 'appointment_confirmed')).toHaveLength(1); // the first confirmation only
    // A client without a phone (an e-mail-only invite) is refused with 'This client has no phone number on file.' (pro-appointment.decide.spec).
  });
});

describe("another practice's calendar", () => {
  it('shows nothing and changes nothing', async () => {
    const a = await calendarPractice(server);
    const b = await signUpPro(server);
    const at = nyAt(5, 11);
    const mine = (await book(a, iso(at), iso(at.plus({ hours: 1 })))).appointment;
    const range = week(5);
    expect((await b.client.gql(PRO_CALENDAR, range)).data.practiceAppointments).toEqual([]);
    expect((await b.client.gql(PRO_CALENDAR_EVENTS, range)).data.calendarEvents).toEqual([]);
    expect((await b.client.gql(APPOINTMENT_BY_TOKEN, { token: mine.instantActionToken })).data.appointmentByToken).toBeNull();
    const notFound = { result: null, errors: ['Appointment not found'] };
    expect((await b.client.gql(UPDATE_APPOINTMENT, { appointmentId: mine.id, startsAt: iso(at.plus({ hours: 2 })) })).data.updateAppointmentV2).toEqual({ ...notFound, appointment: null });
    expect((await b.client.gql(CANCEL_APPOINTMENT, { appointmentId: mine.id, cancelRecurringSeries: true })).data.cancelAppointment).toEqual({ ...notFound, cancelledAppointmentIds: [] });
    expect((await b.client.gql(RESEND_CONFIRMATION, { appointmentId: mine.id, sendTo: 'email' })).data.resendProAppointmentConfirmation).toEqual(notFound);
    // Booking B's calendar for A's client or with A's service is refused.
    const stolen = (await b.client.gql(PRO_CREATE_APPOINTMENT, {
      appointmentServices: [{ serviceId: b.practice.services[0].id, amountCents: 1 }], locationId: b.practice.locations[0].id,
      startsAt: iso(at), endsAt: iso(at.plus({ hours: 1 })), clientId: a.clientId,
    })).data.proCreateAppointment;
    expect(stolen).toEqual({ result: null, errors: ['Client not found'], appointment: null });
    const foreignService = (await b.client.gql(PRO_CREATE_APPOINTMENT, {
      appointmentServices: [{ serviceId: a.serviceId, amountCents: 1 }], locationId: b.practice.locations[0].id,
      startsAt: iso(at), endsAt: iso(at.plus({ hours: 1 })), client: { firstName: 'X', lastName: 'Y', phone: '(646) 555-0100' },
    })).data.proCreateAppointment;
    expect(foreignService.errors).toEqual(['Please choose a service.']);
    const foreignSeries = (await b.client.gql(CREATE_APPOINTMENTS, {
      appointmentServices: [{ serviceId: b.practice.services[0].id, amountCents: 1 }], locationId: b.practice.locations[0].id, clientId: a.clientId,
      recurringStartTimes: [iso(at)], recurrencePattern: 'FREQ=WEEKLY;COUNT=1', duration: 60,
    })).data.createAppointments;
    expect(foreignSeries).toEqual({ result: null, errors: ['Client not found'], appointments: [], seriesId: null });
    expect((await a.pro.gql(CALENDAR_APPOINTMENT, { id: mine.id })).data.appointment).toMatchObject({ state: 'approved', startsAt: at.toUTC().toISO() });
  });

  it('needs a logged-in pro', async () => {
    const visitor = await newClient(server);
    const res = await visitor.gql(PRO_CREATE_APPOINTMENT, { appointmentServices: [], locationId: 'x', startsAt: '2030-01-07T10:00:00Z', endsAt: '2030-01-07T11:00:00Z' });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
