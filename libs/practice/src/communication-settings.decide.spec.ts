import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '#testing/es';
import { communicationSettingsDecider, splitCommunicationSettings } from './communication-settings.decide.js';
import { defaultReminderSettings } from './communication-settings.js';

const spec = deciderSpec(communicationSettingsDecider);
const update = (data: object) => ({ type: 'UpdateReminderSettings' as const, practiceId: 'p1', data });

describe('communication settings: reminders', () => {
  it('given nothing, turning the e-mail reminder on a day before records that change only', () => {
    spec.given([]).when(update({ appointmentReminderEmailEnabled: true, appointmentEmailReminderMinutes: 1440 })).then([
      { type: 'ReminderSettingsUpdated', data: { practiceId: 'p1', appointmentReminderEmailEnabled: true } },
    ]);
  });

  it('given settings, saving them unchanged records nothing', () => {
    spec
      .given([{ type: 'ReminderSettingsUpdated', data: { practiceId: 'p1', appointmentReminderTextEnabled: true, appointmentTextReminderMinutes: 120 } }])
      .when(update({ appointmentReminderTextEnabled: true, appointmentTextReminderMinutes: 120 }))
      .thenNothingHappens();
  });

  it('accepts every option of the list, refuses any other time', () => {
    for (const minutes of [60, 120, 240, 720, 1440, 2880, 10080]) {
      spec.given([]).when(update({ appointmentTextReminderMinutes: minutes })).then(minutes === defaultReminderSettings.appointmentTextReminderMinutes ? [] : [
        { type: 'ReminderSettingsUpdated', data: { practiceId: 'p1', appointmentTextReminderMinutes: minutes } },
      ]);
    }
    spec.given([]).when(update({ appointmentEmailReminderMinutes: 30 })).thenThrows('Please choose one of the reminder time options');
    spec.given([]).when(update({ appointmentEmailReminderMinutes: 1440.5 })).thenThrows('Please choose one of the reminder time options');
    spec.given([]).when(update({ appointmentReminderEmailEnabled: 'yes' })).thenThrows('Please choose on or off.');
  });
});

describe('splitCommunicationSettings', () => {
  it('parts the eight fields: reminders here, past-due into the payment settings', () => {
    expect(
      splitCommunicationSettings({
        appointmentReminderEmailEnabled: true,
        appointmentEmailReminderMinutes: 2880,
        paymentPastDueEmailEnabled: true,
        paymentPastDueTextMinutes: 60,
      }),
    ).toEqual({
      reminders: { appointmentReminderEmailEnabled: true, appointmentEmailReminderMinutes: 2880 },
      pastDue: { paymentPastDueEmailEnabled: true, paymentPastDueTextMinutes: 60 },
    });
  });

  it('the past-due times come from the same list', () => {
    expect(() => splitCommunicationSettings({ paymentPastDueEmailMinutes: 45 })).toThrow('Please choose one of the reminder time options');
  });
});

describe('communication settings: e-mail templates', () => {
  const templates = (...list: Array<{ name: string; content: string }>) => ({ type: 'UpdateEmailTemplates' as const, practiceId: 'p1', templates: list });

  it('keeps custom content with the allowed variables, trimmed; empty goes back to the default', () => {
    const content = '  Hi {{client.first_name}}, see you on {{ appointment.date_and_time }}.\r\n{{practitioner.full_name}}  ';
    spec.given([]).when(templates({ name: 'appointment_reminder', content })).then([
      { type: 'EmailTemplateUpdated', data: { practiceId: 'p1', name: 'appointment_reminder', customContent: 'Hi {{client.first_name}}, see you on {{ appointment.date_and_time }}.\n{{practitioner.full_name}}' } },
    ]);
    const saved = { type: 'EmailTemplateUpdated' as const, data: { practiceId: 'p1', name: 'appointment_confirmed' as const, customContent: 'Yes.' } };
    spec.given([saved]).when(templates({ name: 'appointment_confirmed', content: 'Yes.' })).thenNothingHappens();
    spec.given([saved]).when(templates({ name: 'appointment_confirmed', content: ' ' })).then([
      { type: 'EmailTemplateUpdated', data: { practiceId: 'p1', name: 'appointment_confirmed', customContent: null } },
    ]);
  });

  it('refuses unknown variables, other templates and too long content', () => {
    spec.given([]).when(templates({ name: 'appointment_reminder', content: 'Pay {{payment.amount_due}} {{client.nickname}}' })).thenThrows(/^Unknown variable \{\{payment.amount_due\}\}, \{\{client.nickname\}\}. You can use: \{\{client.first_name\}\}/);
    spec.given([]).when(templates({ name: 'payment_past_due', content: 'x' })).thenThrows('Please choose one of the e-mail templates: appointment_confirmed, appointment_reminder.');
    spec.given([]).when(templates({ name: 'appointment_reminder', content: 'x'.repeat(2001) })).thenThrows('The content can be at most 2000 characters.');
  });
});
