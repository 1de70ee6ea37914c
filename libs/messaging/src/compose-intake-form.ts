// The e-mail that brings a client their intake form (spec 001 §7 sendIntakeForm): a link to the
// fill page (/m/intake/{uniqueId}) from their practitioner. Pure: the caller passes the client,
// the practice and the link's id in.
import type { Person } from './appointment-ics.js';
import { htmlLayout } from './message-templates.js';
import { escapeHtml } from './render-template.js';
import type { Practitioner } from './template-variables.js';

export const INTAKE_FORM_TEMPLATE = 'intake_form';

export interface IntakeFormMailSources {
  client: { firstName: string; lastName: string; email: string };
  practice: { name: string };
  practitioner: Practitioner;
  uniqueId: string;
  /** The product's public address, e.g. https://book.example.com. */
  baseUrl: string;
}

export interface IntakeFormMail {
  template: typeof INTAKE_FORM_TEMPLATE;
  to: Person;
  /** A reply reaches the pro. */
  replyTo: Person;
  subject: string;
  text: string;
  html: string;
  url: string;
}

export const intakeFormUrl = (baseUrl: string, uniqueId: string): string => `${baseUrl.replace(/\/+$/, '')}/m/intake/${encodeURIComponent(uniqueId)}`;

export const composeIntakeFormMail = ({ client, practice, practitioner, uniqueId, baseUrl }: IntakeFormMailSources): IntakeFormMail => {
  const url = intakeFormUrl(baseUrl, uniqueId);
  const pro = practitioner.name.trim().replace(/\s+/g, ' ');
  const intro = `${pro} of ${practice.name} asks you to fill in an intake form before your visit. It takes a few minutes:`;
  const closing = 'Questions? Just reply to this e-mail.';
  return {
    template: INTAKE_FORM_TEMPLATE,
    to: { name: `${client.firstName} ${client.lastName}`.trim(), email: client.email },
    replyTo: { name: pro, email: practitioner.email },
    subject: `Your intake form for ${practice.name}`,
    text: [`Hi ${client.firstName},`, intro, url, closing].join('\n\n') + '\n',
    html: htmlLayout(
      [
        `<p>Hi ${escapeHtml(client.firstName)},</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        `<p><a href="${escapeHtml(url)}">Fill in your intake form</a></p>`,
        `<p>${escapeHtml(closing)}</p>`,
      ].join('\n'),
    ),
    url,
  };
};
