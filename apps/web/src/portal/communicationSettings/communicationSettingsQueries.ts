// The practice's communication settings (spec 002 §3): one record read with communicationSettings
// and saved with updateCommunicationSettings, which answers { result, error, communicationSettings }.
import type { UpdateParams } from 'react-admin';
import { graphql } from '../../graphql';
import { CommandRejected } from '../shared/commandRejected';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';
import { CURRENT_COMMUNICATION_SETTINGS_ID, type CommunicationSettings } from './types';

graphql(`
  fragment CommunicationSettingsFields on CommunicationSettingsView {
    appointmentReminderEmailEnabled appointmentReminderTextEnabled appointmentEmailReminderMinutes appointmentTextReminderMinutes
    paymentPastDueEmailEnabled paymentPastDueTextEnabled paymentPastDueEmailMinutes paymentPastDueTextMinutes reminderMinutesOptions
    emailTemplates { name customContent defaultContent allowedVariables content }
  }
`);

const ONE = graphql(`query CommunicationSettings { communicationSettings { ...CommunicationSettingsFields } }`);
const UPDATE = graphql(`mutation UpdateCommunicationSettings($input: CommunicationSettingsInput!) {
  updateCommunicationSettings(input: $input) { result error errors communicationSettings { ...CommunicationSettingsFields } }
}`);

export const communicationSettingsQueries: ResourceQueries = {
  GET_ONE: () => resourceQuery(ONE, {}, (data) => ({ data: { id: CURRENT_COMMUNICATION_SETTINGS_ID, ...data.communicationSettings } })),
  UPDATE: ({ data }: UpdateParams<CommunicationSettings>) =>
    resourceQuery(
      UPDATE,
      {
        // The Custom content tab saves templates only (spec 002 §7: the settings fields, or emailTemplates).
        input: data.saveTemplates ? { emailTemplates: data.saveTemplates } : {
          appointmentReminderEmailEnabled: data.appointmentReminderEmailEnabled,
          appointmentReminderTextEnabled: data.appointmentReminderTextEnabled,
          appointmentEmailReminderMinutes: data.appointmentEmailReminderMinutes,
          appointmentTextReminderMinutes: data.appointmentTextReminderMinutes,
          paymentPastDueEmailEnabled: data.paymentPastDueEmailEnabled,
          paymentPastDueTextEnabled: data.paymentPastDueTextEnabled,
          paymentPastDueEmailMinutes: data.paymentPastDueEmailMinutes,
          paymentPastDueTextMinutes: data.paymentPastDueTextMinutes,
        },
      },
      (result) => {
        const payload = result.updateCommunicationSettings;
        if (payload.result !== 'success' || !payload.communicationSettings) {
          throw new CommandRejected(payload.errors.length ? payload.errors : payload.error ? [payload.error] : []);
        }
        return { data: { id: CURRENT_COMMUNICATION_SETTINGS_ID, ...payload.communicationSettings } };
      },
    ),
};
