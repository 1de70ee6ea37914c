// The product's default messages. Names follow the spec's template names (appointment_confirmed);
// each has a subject, a plain-text body and an HTML body, filled by renderMessage. Blocks our code
// builds ({{appointment.details}}: services, prices, total, location; {{series.sessions}}: the
// sessions of a series) come in as text or as ready HTML.
import { escapeHtml, renderSubject, renderTemplate, type TemplateVariables } from './render-template.js';

export type TemplateName =
  | 'request_received'
  | 'new_request'
  | 'new_booking'
  | 'appointment_confirmed'
  | 'appointment_moved'
  | 'appointment_declined'
  | 'appointment_cancelled'
  | 'appointment_cancelled_by_client'
  | 'series_confirmed'
  | 'series_moved'
  | 'series_cancelled'
  | 'client_invitation'
  | 'client_invoice'
  | 'payment_past_due'
  | 'appointment_reminder';

export interface MessageTemplate {
  subject: string;
  text: string;
  /** The inner HTML; wrapped in htmlLayout. */
  html: string;
  /**
   * The opening the pro may replace with their own content (spec 002 §3 "Email template"), placed
   * where the template says {{message.intro}}: the default, as plain text (defaultContent) and HTML.
   */
  intro?: { text: string; html: string };
}

const clientFooterText = 'See or cancel your appointment: {{appointment.url}}';
const clientFooterHtml = '<p><a href="{{appointment.url}}">See or cancel your appointment</a></p>';
const seriesFooterText = 'Each date above links to its own page, where you can see or cancel that appointment.';
const seriesFooterHtml = '<p>Each date above links to its own page, where you can see or cancel that appointment.</p>';
const details = { text: '{{appointment.details}}', html: '{{appointment.details}}' };
const eachDetails = { text: 'For each appointment:\n{{appointment.details}}', html: '<p>For each appointment:</p>\n{{appointment.details}}' };
const clientLine = { text: 'Client: {{client.email}}, {{client.phone}}', html: '<p>Client: {{client.email}}, {{client.phone}}</p>' };

/** A message from its paragraphs: the text joined by blank lines, the HTML by line breaks. */
const message = (subject: string, greeting: 'client' | 'practitioner', parts: Array<{ text: string; html: string }>): MessageTemplate => {
  const hi = { text: `Hi {{${greeting}.first_name}},`, html: `<p>Hi {{${greeting}.first_name}},</p>` };
  const all = [hi, ...parts];
  return { subject, text: `${all.map((p) => p.text).join('\n\n')}\n`, html: all.map((p) => p.html).join('\n') };
};
const para = (text: string, html = text): { text: string; html: string } => ({ text, html: `<p>${html}</p>` });
const footer = { text: clientFooterText, html: clientFooterHtml };
const what = '<strong>{{appointment.service_name}}</strong>';
const when = '<strong>{{appointment.date_and_time}}</strong>';
/** Where a customizable message's opening goes (its default or the pro's content). */
const intro = { text: '{{message.intro}}', html: '{{message.intro}}' };
const withIntro = (template: MessageTemplate, opening: { text: string; html: string }): MessageTemplate => ({ ...template, intro: opening });

export const messageTemplates: Record<TemplateName, MessageTemplate> = {
  request_received: message('We received your appointment request', 'client', [
    para(
      '{{practitioner.full_name}} received your request for {{appointment.service_name}} on {{appointment.date_and_time}}. You will get another e-mail once it is confirmed.',
      `{{practitioner.full_name}} received your request for ${what} on ${when}. You will get another e-mail once it is confirmed.`,
    ),
    details,
    footer,
  ]),
  new_request: message('New appointment request from {{client.display_name}}', 'practitioner', [
    para('{{client.display_name}} booked {{appointment.service_name}} on {{appointment.date_and_time}}.', `{{client.display_name}} booked ${what} on ${when}.`),
    details,
    clientLine,
    { text: 'Open your portal to review it: {{portal.url}}', html: '<p><a href="{{portal.url}}">Open your portal to review it</a></p>' },
  ]),
  new_booking: message('New appointment booked by {{client.display_name}}', 'practitioner', [
    para(
      '{{client.display_name}} booked {{appointment.service_name}} on {{appointment.date_and_time}}. Your practice accepts bookings automatically, so it is confirmed.',
      `{{client.display_name}} booked ${what} on ${when}. Your practice accepts bookings automatically, so it is confirmed.`,
    ),
    details,
    clientLine,
    { text: 'See it in your portal: {{portal.url}}', html: '<p><a href="{{portal.url}}">See it in your portal</a></p>' },
  ]),
  appointment_confirmed: withIntro(
    message('Your appointment is confirmed: {{appointment.date_and_time}}', 'client', [intro, details, footer]),
    para(
      'Your appointment for {{appointment.service_name}} with {{practitioner.full_name}} on {{appointment.date_and_time}} is confirmed.',
      `Your appointment for ${what} with {{practitioner.full_name}} on ${when} is confirmed.`,
    ),
  ),
  appointment_moved: message('Your appointment was moved to {{appointment.date_and_time}}', 'client', [
    para('Your appointment for {{appointment.service_name}} with {{practitioner.full_name}} was moved.', `Your appointment for ${what} with {{practitioner.full_name}} was moved.`),
    {
      text: 'Was: {{appointment.previous_date_and_time}}\nNow: {{appointment.date_and_time}}',
      html: `<p>Was: <s>{{appointment.previous_date_and_time}}</s><br>Now: ${when}</p>`,
    },
    details,
    footer,
  ]),
  appointment_declined: message('Your appointment request was declined', 'client', [
    para(
      "{{practitioner.full_name}} can't take your request for {{appointment.service_name}} on {{appointment.date_and_time}}. Please choose another time.",
      `{{practitioner.full_name}} can't take your request for ${what} on ${when}. Please choose another time.`,
    ),
    { text: '{{appointment.pro_message}}', html: '{{appointment.pro_message}}' },
    details,
    { text: '{{appointment.url}}', html: '<p><a href="{{appointment.url}}">Your appointment</a></p>' },
  ]),
  appointment_cancelled: message('Your appointment was cancelled', 'client', [
    para(
      'Your appointment for {{appointment.service_name}} with {{practitioner.full_name}} on {{appointment.date_and_time}} has been cancelled.',
      `Your appointment for ${what} with {{practitioner.full_name}} on ${when} has been cancelled.`,
    ),
    details,
    { text: '{{appointment.url}}', html: '<p><a href="{{appointment.url}}">Your appointment</a></p>' },
  ]),
  appointment_cancelled_by_client: message('{{client.display_name}} cancelled their appointment', 'practitioner', [
    para(
      '{{client.display_name}} cancelled {{appointment.service_name}} on {{appointment.date_and_time}}. The time is free again.',
      `{{client.display_name}} cancelled ${what} on ${when}. The time is free again.`,
    ),
    details,
    { text: '{{portal.url}}', html: '<p><a href="{{portal.url}}">Open your portal</a></p>' },
  ]),
  series_confirmed: message('Your {{series.session_count}} appointments are confirmed', 'client', [
    para(
      'Your appointments for {{appointment.service_name}} with {{practitioner.full_name}} are confirmed:',
      `Your appointments for ${what} with {{practitioner.full_name}} are confirmed:`,
    ),
    { text: '{{series.sessions}}', html: '{{series.sessions}}' },
    eachDetails,
    { text: seriesFooterText, html: seriesFooterHtml },
  ]),
  series_moved: message('Your {{series.session_count}} appointments were moved', 'client', [
    para('Your appointments for {{appointment.service_name}} with {{practitioner.full_name}} were moved:', `Your appointments for ${what} with {{practitioner.full_name}} were moved:`),
    { text: '{{series.sessions}}', html: '{{series.sessions}}' },
    eachDetails,
    { text: seriesFooterText, html: seriesFooterHtml },
  ]),
  series_cancelled: message('Your {{series.session_count}} appointments were cancelled', 'client', [
    para(
      'Your appointments for {{appointment.service_name}} with {{practitioner.full_name}} on these dates have been cancelled:',
      `Your appointments for ${what} with {{practitioner.full_name}} on these dates have been cancelled:`,
    ),
    { text: '{{series.sessions}}', html: '{{series.sessions}}' },
    eachDetails,
  ]),
  client_invitation: message('{{practitioner.full_name}} invites you to book online', 'client', [
    para(
      '{{practitioner.full_name}} of {{practice.name}} invites you to book your appointments online. See the services and free times, and book in a few clicks:',
      '{{practitioner.full_name}} of <strong>{{practice.name}}</strong> invites you to book your appointments online. See the services and free times, and book in a few clicks:',
    ),
    { text: '{{practice.booking_url}}', html: '<p><a href="{{practice.booking_url}}">Book with {{practice.name}}</a></p>' },
    para('Questions? Just reply to this e-mail.'),
  ]),
  // Sent by the pro (sendClientInvoiceMutation); {{invoice.details}} is the invoice itself and
  // {{invoice.pay}} the pay link while something is owed (else a thank-you, or nothing when free).
  client_invoice: message('Your invoice from {{practice.name}}', 'client', [
    para(
      'Here is your invoice from {{practice.name}} for {{appointment.service_name}} on {{appointment.date_and_time}}.',
      `Here is your invoice from <strong>{{practice.name}}</strong> for ${what} on ${when}.`,
    ),
    { text: '{{invoice.details}}', html: '{{invoice.details}}' },
    { text: '{{invoice.pay}}', html: '{{invoice.pay}}' },
    para('The invoice is attached as a PDF. Questions? Just reply to this e-mail.'),
  ]),
  // Once, the practice's paymentPastDueEmailMinutes after the start of a confirmed appointment
  // that is still unpaid (see past-due-reminder.ts).
  payment_past_due: message('Payment reminder from {{practice.name}}: {{payment.amount_due}} due', 'client', [
    para(
      'Thank you for your visit for {{appointment.service_name}} with {{practitioner.full_name}} on {{appointment.date_and_time}}. The payment of {{payment.amount_due}} for it is still open.',
      `Thank you for your visit for ${what} with {{practitioner.full_name}} on ${when}. The payment of <strong>{{payment.amount_due}}</strong> for it is still open.`,
    ),
    { text: 'You can pay securely online: {{appointment.url}}', html: '<p><a href="{{appointment.url}}">Pay {{payment.amount_due}} online</a></p>' },
    para('If you have paid already, thank you, and please ignore this reminder. Questions? Just reply to this e-mail.'),
  ]),
  // The practice's minutes before a confirmed appointment (see appointment-reminder.ts).
  appointment_reminder: withIntro(
    message('Reminder: your appointment on {{appointment.date_and_time}}', 'client', [intro, details, footer]),
    para(
      'This is a reminder of your appointment for {{appointment.service_name}} with {{practitioner.full_name}} on {{appointment.date_and_time}}.',
      `This is a reminder of your appointment for ${what} with {{practitioner.full_name}} on ${when}.`,
    ),
  ),
};

/** A minimal document around a body: mail clients ignore most of <head>, so styles are inline. */
export const htmlLayout = (body: string): string =>
  `<!doctype html>
<html><body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #222;">
${body}
</body></html>
`;

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

/** Blocks our code built, in both formats (the HTML ones already escaped). */
export interface MessageBlocks {
  text: TemplateVariables;
  html: TemplateVariables;
}

/**
 * The opening of a customizable message: the pro's content (plain text: escaped, each paragraph a
 * <p>, line breaks kept; only the allowed variables are filled, checked when it was saved) or the default.
 */
const introBlocks = (template: MessageTemplate, variables: TemplateVariables, customContent: string | null | undefined): MessageBlocks => {
  if (!template.intro) return { text: {}, html: {} };
  if (!customContent?.trim()) {
    return { text: { 'message.intro': renderTemplate(template.intro.text, variables, 'text') }, html: { 'message.intro': renderTemplate(template.intro.html, variables, 'html') } };
  }
  const paragraphs = customContent.trim().split(/\n\s*\n/);
  const html = paragraphs.map((p) => `<p>${renderTemplate(escapeHtml(p.trim()), variables, 'html').replace(/\n/g, '<br>')}</p>`).join('\n');
  return { text: { 'message.intro': renderTemplate(customContent.trim(), variables, 'text') }, html: { 'message.intro': html } };
};

/** The default opening of a customizable message as the pro edits it (spec 002 §3 defaultContent). */
export const defaultContentOf = (name: TemplateName): string | null => messageTemplates[name].intro?.text ?? null;

export const renderMessage = (name: TemplateName, variables: TemplateVariables, blocks: MessageBlocks = { text: {}, html: {} }, customContent?: string | null): RenderedMessage => {
  const template = messageTemplates[name];
  const opening = introBlocks(template, variables, customContent);
  blocks = { text: { ...blocks.text, ...opening.text }, html: { ...blocks.html, ...opening.html } };
  return {
    subject: renderSubject(template.subject, variables),
    // A block left empty (no message from the pro) leaves no gap.
    text: renderTemplate(template.text, variables, 'text', blocks.text).replace(/\n{3,}/g, '\n\n'),
    html: htmlLayout(renderTemplate(template.html, variables, 'html', blocks.html)),
  };
};
