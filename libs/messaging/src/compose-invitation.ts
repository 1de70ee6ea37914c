// The invitation the invite wizard promises (spec 001 §5 "Client import and invitation"): a
// client the pro imported hears that they can book online, with the practice's public booking
// page ({PUBLIC_URL}/{shortLink}). Pure: the caller passes the client and the practice in.
import type { Person } from './appointment-ics.js';
import { renderMessage, type RenderedMessage } from './message-templates.js';
import { splitName, type Practitioner } from './template-variables.js';

export interface InvitationSources {
  client: { firstName: string; lastName: string; email: string };
  practice: { name: string; shortLink: string };
  practitioner: Practitioner;
  /** The product's public address, e.g. https://book.example.com. */
  baseUrl: string;
}

export interface InvitationMessage extends RenderedMessage {
  template: 'client_invitation';
  to: Person;
  /** A reply reaches the pro, never our no-reply sender. */
  replyTo: Person;
  bookingUrl: string;
}

/** The practice's public page and booking flow. */
export const practiceBookingUrl = (baseUrl: string, shortLink: string): string => `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(shortLink)}`;

export const composeInvitation = ({ client, practice, practitioner, baseUrl }: InvitationSources): InvitationMessage => {
  const bookingUrl = practiceBookingUrl(baseUrl, practice.shortLink);
  const pro = splitName(practitioner.name);
  const displayName = `${client.firstName} ${client.lastName}`.trim();
  const variables = {
    'client.first_name': client.firstName,
    'client.last_name': client.lastName,
    'client.display_name': displayName,
    'client.email': client.email,
    'practitioner.first_name': pro.first,
    'practitioner.last_name': pro.last,
    'practitioner.full_name': practitioner.name.trim().replace(/\s+/g, ' '),
    'practice.name': practice.name,
    'practice.booking_url': bookingUrl,
  };
  return {
    template: 'client_invitation',
    to: { name: displayName, email: client.email },
    replyTo: { name: variables['practitioner.full_name'], email: practitioner.email },
    bookingUrl,
    ...renderMessage('client_invitation', variables),
  };
};
