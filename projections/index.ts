import { appointmentDetailsProjection } from './appointments/appointment-details/appointment-details.projection.js';
import { AppointmentsQuery } from './appointments/appointment-details/appointment-details.query.js';
import { proInboxProjection } from './appointments/pro-inbox/pro-inbox.projection.js';
import { ProInboxQuery } from './appointments/pro-inbox/pro-inbox.query.js';
import { personalEventsProjection } from './calendar/personal-events/personal-events.projection.js';
import { PersonalEventsQuery } from './calendar/personal-events/personal-events.query.js';
import { calendarConnectionsProjection } from './calendar/calendar-connections/calendar-connections.projection.js';
import { CalendarConnectionsQuery } from './calendar/calendar-connections/calendar-connections.query.js';
export type { AccountCalendarDocument, CalendarConnectionsDocument, CalendarProfileDocument } from './calendar/calendar-connections/calendar-connections.projection.js';
export type { AccountToRefresh, ExternalEventRow, FeedToRefresh } from './calendar/calendar-connections/calendar-connections.query.js';
export { calendarConnectionsProjection, CalendarConnectionsQuery };
import { clientAppointmentsProjection } from './clients/client-appointments/client-appointments.projection.js';
import { ClientAppointmentsQuery } from './clients/client-appointments/client-appointments.query.js';
import { clientBookingsProjection } from './clients/client-bookings/client-bookings.projection.js';
import { ClientBookingsQuery } from './clients/client-bookings/client-bookings.query.js';
export type { ClientBookingDocument } from './clients/client-bookings/client-bookings.projection.js';
export { BOOKINGS_PER_TAB, type BookingTab } from './clients/client-bookings/client-bookings.query.js';
export { bookingStateLabel, transactionDescription, transactionStateLabel } from './clients/client-bookings/booking-labels.js';
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
import { intakeFormDesignsProjection } from './intake-forms/intake-form-designs/intake-form-designs.projection.js';
import { IntakeFormDesignsQuery } from './intake-forms/intake-form-designs/intake-form-designs.query.js';
import { intakeRequestsProjection } from './intake-forms/intake-requests/intake-requests.projection.js';
import { IntakeRequestsQuery } from './intake-forms/intake-requests/intake-requests.query.js';
import { dueRemindersProjection } from './messaging/due-reminders/due-reminders.projection.js';
import { DueRemindersQuery } from './messaging/due-reminders/due-reminders.query.js';
export type { DueReminderCursor } from './messaging/due-reminders/due-reminders.query.js';
export type { ReminderAppointmentRow, ReminderPracticeRow, DueReminderDocument } from './messaging/due-reminders/due-reminders.projection.js';
export { dueRemindersProjection, DueRemindersQuery };
import { textOutboxProjection } from './messaging/text-outbox/text-outbox.projection.js';
import { TextOutboxQuery } from './messaging/text-outbox/text-outbox.query.js';
import { practicesProjection } from './practice/practices/practices.projection.js';
import { PracticesQuery } from './practice/practices/practices.query.js';
import { ScheduleReservationsQuery } from './practice/schedule/schedule-reservations.query.js';
import { scheduleProjection } from './practice/schedule/schedule.projection.js';
import { shortLinkRedirectsProjection } from './practice/short-link-redirects/short-link-redirects.projection.js';

export { appointmentDetailsProjection, proInboxProjection, practicesProjection, scheduleProjection, mailboxProjection, personalEventsProjection };
export { clientDirectoryProjection, clientAppointmentsProjection, dueChargesProjection };
export { paymentsDirectoryProjection };
export { clientBookingsProjection };
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
export type { IntakeFormDesignDocument } from './intake-forms/intake-form-designs/intake-form-designs.projection.js';
export type { IntakeRequestDocument } from './intake-forms/intake-requests/intake-requests.projection.js';
export type { ClientIntakeSummary } from './intake-forms/intake-requests/intake-requests.query.js';
export { intakeFormDesignsProjection, intakeRequestsProjection, IntakeFormDesignsQuery, IntakeRequestsQuery };
export type { TextOutboxDocument } from './messaging/text-outbox/text-outbox.projection.js';
export { textOutboxProjection, TextOutboxQuery };

import { eventTypesProjection } from './group-events/event-types/event-types.projection.js';
import { EventTypesQuery } from './group-events/event-types/event-types.query.js';
import { bookableEventsProjection } from './group-events/bookable-events/bookable-events.projection.js';
import { BookableEventsQuery } from './group-events/bookable-events/bookable-events.query.js';
export type { EventTypeDocument } from './group-events/event-types/event-types.projection.js';
export type { BookableEventDocument, RegistrationDocument } from './group-events/bookable-events/bookable-events.projection.js';
export { activeRegistrationDocuments } from './group-events/bookable-events/bookable-events.projection.js';
export { eventTypesProjection, EventTypesQuery, bookableEventsProjection, BookableEventsQuery };

import { personalSettingsProjection } from './access/personal-settings/personal-settings.projection.js';
import { PersonalSettingsQuery } from './access/personal-settings/personal-settings.query.js';
export type { PersonalSettingsDocument } from './access/personal-settings/personal-settings.projection.js';
export { personalSettingsProjection, PersonalSettingsQuery };
import { publicEventTypesProjection } from './group-events/public-event-types/public-event-types.projection.js';
import { publicEventDatesProjection } from './group-events/public-event-types/public-event-dates.projection.js';
import { PublicEventTypesQuery } from './group-events/public-event-types/public-event-types.query.js';
export type { PublicEventTypeDocument } from './group-events/public-event-types/public-event-types.projection.js';
export type { PublicEventDateDocument } from './group-events/public-event-types/public-event-dates.projection.js';
export { publicEventTypesProjection, publicEventDatesProjection, PublicEventTypesQuery };
import { eventRegistrationsProjection } from './group-events/event-registrations/event-registrations.projection.js';
import { EventRegistrationsQuery } from './group-events/event-registrations/event-registrations.query.js';
export type { EventRegistrationDocument } from './group-events/event-registrations/event-registrations.projection.js';
export { eventRegistrationsProjection, EventRegistrationsQuery };
import { dueReviewRequestsProjection } from './reviews/due-review-requests/due-review-requests.projection.js';
import { DueReviewRequestsQuery } from './reviews/due-review-requests/due-review-requests.query.js';
export type { DueReviewRequestDocument } from './reviews/due-review-requests/due-review-requests.projection.js';
export type { DueReviewRequestCursor } from './reviews/due-review-requests/due-review-requests.query.js';
export { dueReviewRequestsProjection, DueReviewRequestsQuery };

import { reviewsProjection } from './reviews/reviews/reviews.projection.js';
import { ReviewsQuery } from './reviews/reviews/reviews.query.js';
import { reviewRequestsProjection } from './reviews/review-requests/review-requests.projection.js';
import { ReviewRequestsQuery } from './reviews/review-requests/review-requests.query.js';
import { practiceSkillsProjection } from './reviews/practice-skills/practice-skills.projection.js';
import { PracticeSkillsQuery } from './reviews/practice-skills/practice-skills.query.js';
export type { ReviewDocument } from './reviews/reviews/reviews.projection.js';
export type { ReviewRequestDocument } from './reviews/review-requests/review-requests.projection.js';
export type { PracticeSkillsDocument } from './reviews/practice-skills/practice-skills.projection.js';
export { MAX_REVIEWS_PAGE, type PublishedReviewsFilter } from './reviews/reviews/reviews.query.js';
export { averageRating, endorsementCounts } from './reviews/reviews/review-stats.sql.js';
export { reviewDateRange, reviewRatingFilter, REVIEW_DATE_FILTERS } from './reviews/reviews/review-date-ranges.js';
export { reviewsProjection, ReviewsQuery, reviewRequestsProjection, ReviewRequestsQuery, practiceSkillsProjection, PracticeSkillsQuery };
import { supportAuditProjection, SupportAuditQuery } from './support/index.js';
import { couponsProjection } from './coupons/coupons/coupons.projection.js';
import { CouponsQuery } from './coupons/coupons/coupons.query.js';
export type { CouponDocument } from './coupons/coupons/coupons.projection.js';
export { couponsProjection, CouponsQuery };
export * from './support/index.js';
import { profilesProjection } from './profile/profiles/profiles.projection.js';
import { ProfilesQuery } from './profile/profiles/profiles.query.js';
export type { ProfileDocument, ProfileCredentialDocument } from './profile/profiles/profiles.projection.js';
export { profilesProjection, ProfilesQuery };

import { giftCardTemplatesProjection, GiftCardTemplatesQuery, giftCardsProjection, GiftCardsQuery } from './gift-cards/index.js';
export * from './gift-cards/index.js';
/** Every projection the product runs, by name. */
export const allProjections = [appointmentDetailsProjection, proInboxProjection, practicesProjection, scheduleProjection, mailboxProjection, personalEventsProjection, clientDirectoryProjection, clientAppointmentsProjection, dueChargesProjection, paymentsDirectoryProjection, pastDueRemindersProjection, clientBookingsProjection, textOutboxProjection, intakeFormDesignsProjection, intakeRequestsProjection, dueRemindersProjection, calendarConnectionsProjection, personalSettingsProjection, publicEventTypesProjection, publicEventDatesProjection, eventRegistrationsProjection, eventTypesProjection, bookableEventsProjection, reviewsProjection, reviewRequestsProjection, practiceSkillsProjection, dueReviewRequestsProjection, supportAuditProjection, profilesProjection, giftCardTemplatesProjection, giftCardsProjection, shortLinkRedirectsProjection, couponsProjection, searchPractitionersProjection, clientPackagesProjection];

import { searchPractitionersProjection } from './search/practitioners/search-practitioners.projection.js';
import { clientPackagesProjection } from './packages/client-packages/client-packages.projection.js';
import { ClientPackagesQuery } from './packages/client-packages/client-packages.query.js';
export type { ClientPackageRow, ClientPackagesDocument } from './packages/client-packages/client-packages.projection.js';
export { clientPackagesProjection, ClientPackagesQuery };
export { searchPractitionersProjection, type SearchPractitionerDocument } from './search/practitioners/search-practitioners.projection.js';
import { SearchPractitionersQuery } from './search/practitioners/search-practitioners.query.js';
export { SearchPractitionersQuery };

/** Every projection the product runs, by name. */

export { AppointmentsQuery, ProInboxQuery, PracticesQuery, ScheduleReservationsQuery, MailboxQuery, PersonalEventsQuery, ClientsQuery, ClientAppointmentsQuery, DueChargesQuery };
export { PaymentsDirectoryQuery };
export { ClientBookingsQuery };
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
  ClientBookingsQuery,
  TextOutboxQuery,
  IntakeFormDesignsQuery,
  IntakeRequestsQuery,
  DueRemindersQuery,
  CalendarConnectionsQuery,
  PersonalSettingsQuery,
  PublicEventTypesQuery,
  EventRegistrationsQuery,
  EventTypesQuery,
  BookableEventsQuery,
  ReviewsQuery,
  ReviewRequestsQuery,
  PracticeSkillsQuery,
  DueReviewRequestsQuery,
  SupportAuditQuery,
  ProfilesQuery,
  GiftCardTemplatesQuery,
  GiftCardsQuery,
  CouponsQuery,
  SearchPractitionersQuery,
  ClientPackagesQuery,
] as const;
