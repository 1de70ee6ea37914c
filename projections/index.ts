import { appointmentDetailsProjection } from './appointments/appointment-details/appointment-details.projection.js';
import { proInboxProjection } from './appointments/pro-inbox/pro-inbox.projection.js';
import { practicesProjection } from './practice/practices/practices.projection.js';
import { mailboxProjection } from './messaging/mailbox/mailbox.projection.js';
import { scheduleProjection } from './practice/schedule/schedule.projection.js';
import { personalEventsProjection } from './calendar/personal-events/personal-events.projection.js';
import { clientDirectoryProjection } from './clients/client-directory/client-directory.projection.js';
import { clientAppointmentsProjection } from './clients/client-appointments/client-appointments.projection.js';

export { appointmentDetailsProjection, proInboxProjection, practicesProjection, scheduleProjection, mailboxProjection, personalEventsProjection };
export { clientDirectoryProjection, clientAppointmentsProjection };
export type { ClientDocument, ClientNoteDocument } from './clients/client-directory/client-document.js';
export type { ClientAppointmentDocument } from './clients/client-appointments/client-appointments.projection.js';
export * from './clients/client-directory/client-directory.query.js';
export type { PersonalEventDocument } from './calendar/personal-events/personal-events.projection.js';
export type { ScheduleReservationDocument } from './practice/schedule/schedule.projection.js';
export { reservationsOverlapping } from './practice/schedule/schedule-reservations.query.js';
export type { AppointmentDocument } from './appointments/appointment-details/appointment-document.js';
export type { InboxItem } from './appointments/pro-inbox/pro-inbox.projection.js';
export type { PracticeDocument } from './practice/practices/practices.projection.js';
export type { MailboxDocument } from './messaging/mailbox/mailbox.projection.js';

/** Every projection the product runs, by name. */
export const allProjections = [appointmentDetailsProjection, proInboxProjection, practicesProjection, scheduleProjection, mailboxProjection, personalEventsProjection, clientDirectoryProjection, clientAppointmentsProjection];
