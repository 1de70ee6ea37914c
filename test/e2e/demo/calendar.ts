// The demo practice's calendar: its weekly series, yesterday's session, a personal event and its
// connected Google calendar's busy times are there after seeding.
import { DateTime } from 'luxon';
import { DEMO_LOGIN } from '../../../apps/api/src/demo/seed-demo-data.js';
import { LOG_IN } from '../../support/operations.js';
import { PRO_CALENDAR, PRO_CALENDAR_EVENTS } from '../../support/calendar-operations.js';
import { newClient } from '../../support/test-server.js';
import { demo } from './demo-server.js';

export const calendarDemo = () =>
  describe('calendar', () => {
    it('the demo calendar holds a weekly series and a personal event', async () => {
      const pro = await newClient(demo.server);
      expect((await pro.gql(LOG_IN, DEMO_LOGIN)).data.logIn.result).toBe('success');
      const from = DateTime.now().setZone('America/New_York').startOf('day');
      const range = { from: from.toISO(), to: from.plus({ days: 40 }).toISO() };
      const { practiceAppointments, personalEvents } = (await pro.gql(PRO_CALENDAR, range)).data;
      const series = practiceAppointments.filter((a: { seriesId: string | null }) => a.seriesId);
      expect(series).toHaveLength(4);
      expect(series.map((a: { startsAt: string }) => DateTime.fromISO(a.startsAt, { zone: 'America/New_York' }).toFormat('ccc HH:mm'))).toEqual(Array(4).fill('Sat 10:00'));
      expect(series[0]).toMatchObject({ state: 'approved', bookedBy: 'pro', recurrenceFrequency: 'WEEKLY', recurrenceCount: 4, client: { firstName: 'Frida', lastName: 'Kahlo' } });
      expect(personalEvents).toEqual([expect.objectContaining({ name: 'Lunch with Sam', allDay: false })]);
      const titles = (await pro.gql(PRO_CALENDAR_EVENTS, range)).data.calendarEvents.map((e: { title: string }) => e.title);
      expect(titles).toEqual(expect.arrayContaining(['Frida Kahlo', 'Lunch with Sam', 'Request: Ada Lovelace']));
      // Yesterday's session, so the week the calendar opens on is never empty; past, so not draggable.
      const yesterday = { from: from.minus({ days: 1 }).toISO(), to: from.toISO() };
      const held = (await pro.gql(PRO_CALENDAR_EVENTS, yesterday)).data.calendarEvents;
      expect(held).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Hedy Lamarr', editable: false })]));
      // Google Calendar, connected on the simulator: its busy times show read-only, from 'Work' and 'Personal'.
      const EXTERNAL = `query($from: DateTime!, $to: DateTime!) { externalCalendarEvents(from: $from, to: $to) { title calendarName } }`;
      const external = (await pro.gql(EXTERNAL, range)).data.externalCalendarEvents as Array<{ calendarName: string }>;
      expect(new Set(external.map((e) => e.calendarName))).toEqual(new Set(['Work', 'Personal']));
      const CONNECTIONS = `{ calendarIntegrations { connections { providerName errored calendars { calendarName active } } } }`;
      expect((await pro.gql(CONNECTIONS)).data.calendarIntegrations.connections).toEqual([
        expect.objectContaining({ providerName: 'google', errored: false, calendars: expect.arrayContaining([expect.objectContaining({ calendarName: 'Work', active: true })]) }),
      ]);
    });

    it('the demo practice has group events: types, dates, a paid and a pending registrant, a public registration', async () => {
      const pro = await newClient(demo.server);
      expect((await pro.gql(LOG_IN, DEMO_LOGIN)).data.logIn.result).toBe('success');
      const types = (await pro.gql(`{ bookableEventTypes { name slug amountCents durationUnit eventsCount } }`)).data.bookableEventTypes;
      expect(types.map((t: { slug: string }) => t.slug)).toEqual(['sound-bath', 'sunrise-yoga', 'weekend-retreat']);
      expect(types.find((t: { slug: string }) => t.slug === 'sunrise-yoga')).toMatchObject({ amountCents: 2500, eventsCount: 2 });
      const events = (await pro.gql(`{ upcomingBookableEvents { id name clientsCount clients { firstName paymentLabel } } }`)).data.upcomingBookableEvents;
      const yoga = events.filter((e: { name: string }) => e.name === 'Sunrise Yoga Flow');
      expect(yoga).toHaveLength(2);
      expect(yoga[0].clients).toEqual([{ firstName: 'Ada', paymentLabel: 'Payment Pending' }, { firstName: 'Alan', paymentLabel: 'Paid' }]);
      const bath = events.find((e: { name: string }) => e.name === 'Full Moon Sound Bath');
      expect(bath.clients).toEqual([{ firstName: 'Katherine', paymentLabel: 'Free Event' }]);
    });
  });
