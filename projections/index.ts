import { appointmentDetailsProjection } from './appointments/appointment-details/appointment-details.projection.js';
import { AppointmentsQuery } from './appointments/appointment-details/appointment-details.query.js';
import { proInboxProjection } from './appointments/pro-inbox/pro-inbox.projection.js';
import { ProInboxQuery } from './appointments/pro-inbox/pro-inbox.query.js';
import { personalEventsProjection } from './calendar/personal-events/personal-events.projection.js';
import { PersonalEventsQuery } from './calendar/personal-events/personal-events.query.js';
import { clientAppointmentsProjection } from './clients/client-appointments/client-appointments.projection.js';
import { ClientAppointmentsQuery } from './clients/client-appointments/client-appointments.query.js';
import { clientDirectoryProjection } from './clients/client-directory/client-directory.projection.js';
import { ClientsQuery } from './clients/client-directory/client-directory.query.js';
import { dueChargesProjection } from './payments/due-charges/due-charges.projection.js';
import { DueChargesQuery } from './payments/due-charges/due-charges.query.js';
export type { DueChargeCursor } from './payments/due-charges/due-charges.query.js';
import { pastDueRemindersProjection } from './payments/past-due-reminders/past-due-reminders.projection.js';
import { PastDueRemindersQuery } from './payments/past-due-reminders/past-due-reminders.query.js';
export type { PastDueCursor } from './payments/past-due-reminders/past-due-reminders.query.js';
export type { PastDueAppointmentRow, PastDuePracticeRow } from './payments/past-due-reminders/past-due-reminders.projection.js';
import { paymentsDirectoryProjection } from './payments/payments-directory/payments-directory.projection.js';
import { PaymentsDirectoryQuery } from './payments/payments-directory/payments-directory.query.js';
export { findPayments, countPayments, paymentTotals, totalCollected, totalOutstanding, collectedByWeek, type PaymentDirectoryRow, type PaymentBadge, type PaymentsPage, type WeekTotal } from './payments/payments-directory/payments-directory.query.js';
export { directoryFilters, directoryPage, PaymentsDirectoryMessages, STATE_FILTERS, type PaymentsDirectoryArgs, type PaymentsDirectoryFilters, type StateFilter } from './payments/payments-directory/payments-directory-filters.js';
export { DATE_FILTERS, type DateFilter } from './payments/payments-directory/payment-date-ranges.js';
export type { PaymentDirectoryDocument } from './payments/payments-directory/payments-directory.projection.js';
import { mailboxProjection } from './messaging/mailbox/mailbox.projection.js';
import { MailboxQuery } from './messaging/mailbox/mailbox.query.js';
import { practicesProjection } from './practice/practices/practices.projection.js';
import { PracticesQuery } from './practice/practices/practices.query.js';
import { ScheduleReservationsQuery } from './practice/schedule/schedule-reservations.query.js';
import { scheduleProjection } from './practice/schedule/schedule.projection.js';

export { appointmentDetailsProjection, proInboxProjection, practicesProjection, scheduleProjection, mailboxProjection, personalEventsProjection };
export { clientDirectoryProjection, clientAppointmentsProjection, dueChargesProjection };
export { paymentsDirectoryProjection };
export { pastDueRemindersProjection };
export type { DueChargeDocument } from './payments/due-charges/due-charges.projection.js';
export type { ClientDocument, ClientNoteDocument } from './clients/client-directory/client-document.js';
export type { ClientAppointmentDocument } from './clients/client-appointments/client-appointments.projection.js';
export * from './clients/client-directory/client-directory-search.js';
export type { PersonalEventDocument } from './calendar/personal-events/personal-events.projection.js';
export type { ScheduleReservationDocument } from './practice/schedule/schedule.projection.js';
export { reservationsOverlapping } from './practice/schedule/schedule-reservations.query.js';
export type { AppointmentDocument } from './appointments/appointment-details/appointment-document.js';
export { APPOINTMENT_SORT_FIELDS, type AppointmentSortField, type AppointmentListFilter } from './appointments/appointment-details/appointment-details.query.js';
export type { InboxItem } from './appointments/pro-inbox/pro-inbox.projection.js';
export type { PracticeDocument } from './practice/practices/practices.projection.js';
export type { MailboxDocument } from './messaging/mailbox/mailbox.projection.js';

/** Every projection the product runs, by name. */
export const allProjections = [appointmentDetailsProjection, proInboxProjection, practicesProjection, scheduleProjection, mailboxProjection, personalEventsProjection, clientDirectoryProjection, clientAppointmentsProjection, dueChargesProjection, paymentsDirectoryProjection, pastDueRemindersProjection];

export { AppointmentsQuery, ProInboxQuery, PracticesQuery, ScheduleReservationsQuery, MailboxQuery, PersonalEventsQuery, ClientsQuery, ClientAppointmentsQuery, DueChargesQuery };
export { PaymentsDirectoryQuery };
export { PastDueRemindersQuery };

/** The reader of each read model; each is built with `new Query(documents)` over the document store. */
export const readModelQueries = [
  AppointmentsQuery,
  ProInboxQuery,
  PracticesQuery,
  ScheduleReservationsQuery,
  MailboxQuery,
  PersonalEventsQuery,
  ClientsQuery,
  ClientAppointmentsQuery,
  DueChargesQuery,
  PaymentsDirectoryQuery,
  PastDueRemindersQuery,
] as const;
