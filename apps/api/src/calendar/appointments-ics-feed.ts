// The pro's appointments as an iCalendar feed, for their private subscription link (ours, beyond
// the spec): the appointments that hold time, each with a stable UID so calendars update them.
import * as ics from 'ics';
import type { AppointmentDocument } from '#projections';
import { appointmentTitle } from './calendar-views.js';

export const APPOINTMENTS_FEED_PRODUCT_ID = '-//Wellness Booking//Practice appointments//EN';

export const appointmentsIcsFeed = (practiceName: string, appointments: readonly AppointmentDocument[], uidDomain: string): string => {
  if (appointments.length === 0) {
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${APPOINTMENTS_FEED_PRODUCT_ID}`, 'CALSCALE:GREGORIAN', `X-WR-CALNAME:${practiceName.replace(/[\r\n]+/g, ' ')}`, 'END:VCALENDAR', ''].join('\r\n');
  }
  const { error, value } = ics.createEvents(
    appointments.map((doc) => ({
      uid: `${doc.id}@${uidDomain}`,
      start: Date.parse(doc.startsAt),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: Date.parse(doc.endsAt),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: appointmentTitle(doc),
      description: doc.services.map((s) => s.name).join(', '),
      location: doc.location.name,
      status: doc.state === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
      productId: APPOINTMENTS_FEED_PRODUCT_ID,
      calName: practiceName,
    })),
  );
  if (error || !value) throw error ?? new Error('Could not build the appointments feed');
  return value;
};
