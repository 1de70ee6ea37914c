export interface MailboxItem {
  id: string;
  appointmentId: string;
  to: string;
  subject: string;
  /** e.g. request_received, new_request, appointment_confirmed */
  template: string;
  text: string;
  html: string;
  /** iCalendar text of the attachment, when the e-mail has one. */
  ics: string | null;
  sentAt: string;
  /** The practice's zone, to show sentAt in (added by the query). */
  timeZone: string;
}
