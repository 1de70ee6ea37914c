// emailTemplatePreview (spec 002 §2 Custom content, live preview): the e-mail as the client gets
// it with the content being typed, for the practice's next confirmed appointment or an example.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CREATE_CLIENT, PRO_CREATE_APPOINTMENT } from '../support/calendar-operations.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';

const PREVIEW = `query($name: String!, $content: String) { emailTemplatePreview(name: $name, content: $content) { subject text html renderedFor error } }`;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('emailTemplatePreview', () => {
  it('renders the typed content for an example appointment, then for the next real one; refuses unknown variables', async () => {
    const pro = await signUpPro(server, 'Preview Studio');
    const example = (await pro.client.gql(PREVIEW, { name: 'appointment_confirmed', content: 'Thank you {{client.first_name}}!' })).data.emailTemplatePreview;
    expect(example).toMatchObject({ renderedFor: 'an example appointment (you have no upcoming one yet)', error: null });
    expect(example.subject).toMatch(/^Your appointment is confirmed: /);
    expect(example.text).toContain('Thank you Alex!');
    expect(example.html).toContain('Thank you Alex!');

    const bad = (await pro.client.gql(PREVIEW, { name: 'appointment_confirmed', content: 'Hi {{client.nickname}}' })).data.emailTemplatePreview;
    expect(bad).toMatchObject({ subject: null, text: null, html: null });
    expect(bad.error).toMatch(/^Unknown variable \{\{client\.nickname\}\}/);

    const grace = (await pro.client.gql(CREATE_CLIENT, { client: { firstName: 'Grace', lastName: 'Hopper', email: 'grace.preview@example.com', phone: '(212) 555-0148' } })).data.createClient.client;
    const startsAt = DateTime.now().setZone('America/New_York').plus({ days: 3 }).set({ hour: 11, minute: 0, second: 0, millisecond: 0 });
    const booked = (await pro.client.gql(PRO_CREATE_APPOINTMENT, {
      appointmentServices: [{ serviceId: pro.practice.services[0].id, amountCents: 9000 }], locationId: pro.practice.locations[0].id,
      startsAt: startsAt.toISO(), endsAt: startsAt.plus({ hours: 1 }).toISO(), clientId: grace.id,
    })).data.proCreateAppointment;
    expect(booked.result).toBe('success');
    const real = (await pro.client.gql(PREVIEW, { name: 'appointment_reminder', content: '' })).data.emailTemplatePreview;
    expect(real).toMatchObject({ renderedFor: "Grace Hopper's next appointment", error: null });
    expect(real.subject).toMatch(/^Reminder: your appointment on /);
    expect(real.text).toContain('Hi Grace');
    expect(real.text).toContain(`/m/c/${booked.appointment.instantActionToken}`);
  });

  it('refuses another template name and visitors', async () => {
    const pro = await signUpPro(server);
    expect((await pro.client.gql(PREVIEW, { name: 'new_request', content: '' })).errors?.[0]?.message).toMatch(/^Please choose one of the e-mail templates/);
    const visitor = await newClient(server);
    expect((await visitor.gql(PREVIEW, { name: 'appointment_confirmed', content: '' })).data).toBeNull();
  });
});
