// The product's default messages. Names follow the spec's template names (appointment_confirmed);
// each has a subject, a plain-text body and an HTML body, filled by renderTemplate.
export type TemplateName =
  | 'request_received'
  | 'new_request'
  | 'appointment_confirmed'
  | 'appointment_declined'
  | 'appointment_cancelled'
  | 'appointment_cancelled_by_client';

export interface MessageTemplate {
  subject: string;
  text: string;
  /** The inner HTML; wrapped in htmlLayout. */
  html: string;
}

const clientFooterText = 'See or cancel your appointment: {{appointment.url}}';
const clientFooterHtml = '<p><a href="{{appointment.url}}">See or cancel your appointment</a></p>';

export const messageTemplates: Record<TemplateName, MessageTemplate> = {
  request_received: {
    subject: 'We received your appointment request',
    text: `Hi {{client.first_name}},

{{practitioner.full_name}} received your request for {{appointment.service_name}} on {{appointment.date_and_time}}. You will get another e-mail once it is confirmed.

${clientFooterText}
`,
    html: `<p>Hi {{client.first_name}},</p>
<p>{{practitioner.full_name}} received your request for <strong>{{appointment.service_name}}</strong> on <strong>{{appointment.date_and_time}}</strong>. You will get another e-mail once it is confirmed.</p>
${clientFooterHtml}`,
  },
  new_request: {
    subject: 'New appointment request from {{client.display_name}}',
    text: `Hi {{practitioner.first_name}},

{{client.display_name}} booked {{appointment.service_name}} on {{appointment.date_and_time}}.

Client: {{client.email}}, {{client.phone}}

Open your portal to review it: {{portal.url}}
`,
    html: `<p>Hi {{practitioner.first_name}},</p>
<p>{{client.display_name}} booked <strong>{{appointment.service_name}}</strong> on <strong>{{appointment.date_and_time}}</strong>.</p>
<p>Client: {{client.email}}, {{client.phone}}</p>
<p><a href="{{portal.url}}">Open your portal to review it</a></p>`,
  },
  appointment_confirmed: {
    subject: 'Your appointment is confirmed: {{appointment.date_and_time}}',
    text: `Hi {{client.first_name}},

Your appointment for {{appointment.service_name}} with {{practitioner.full_name}} on {{appointment.date_and_time}} is confirmed.

${clientFooterText}
`,
    html: `<p>Hi {{client.first_name}},</p>
<p>Your appointment for <strong>{{appointment.service_name}}</strong> with {{practitioner.full_name}} on <strong>{{appointment.date_and_time}}</strong> is confirmed.</p>
${clientFooterHtml}`,
  },
  appointment_declined: {
    subject: 'Your appointment request was declined',
    text: `Hi {{client.first_name}},

{{practitioner.full_name}} can't take your request for {{appointment.service_name}} on {{appointment.date_and_time}}. Please choose another time.

{{appointment.url}}
`,
    html: `<p>Hi {{client.first_name}},</p>
<p>{{practitioner.full_name}} can't take your request for <strong>{{appointment.service_name}}</strong> on <strong>{{appointment.date_and_time}}</strong>. Please choose another time.</p>
<p><a href="{{appointment.url}}">Your appointment</a></p>`,
  },
  appointment_cancelled: {
    subject: 'Your appointment was cancelled',
    text: `Hi {{client.first_name}},

Your appointment for {{appointment.service_name}} with {{practitioner.full_name}} on {{appointment.date_and_time}} has been cancelled.

{{appointment.url}}
`,
    html: `<p>Hi {{client.first_name}},</p>
<p>Your appointment for <strong>{{appointment.service_name}}</strong> with {{practitioner.full_name}} on <strong>{{appointment.date_and_time}}</strong> has been cancelled.</p>
<p><a href="{{appointment.url}}">Your appointment</a></p>`,
  },
  appointment_cancelled_by_client: {
    subject: '{{client.display_name}} cancelled their appointment',
    text: `Hi {{practitioner.first_name}},

{{client.display_name}} cancelled {{appointment.service_name}} on {{appointment.date_and_time}}. The time is free again.

{{portal.url}}
`,
    html: `<p>Hi {{practitioner.first_name}},</p>
<p>{{client.display_name}} cancelled <strong>{{appointment.service_name}}</strong> on <strong>{{appointment.date_and_time}}</strong>. The time is free again.</p>
<p><a href="{{portal.url}}">Open your portal</a></p>`,
  },
};

/** A minimal document around a body: mail clients ignore most of <head>, so styles are inline. */
export const htmlLayout = (body: string): string =>
  `<!doctype html>
<html><body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #222;">
${body}
</body></html>
`;
