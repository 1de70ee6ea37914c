// The practice's communication settings (spec 002 §3 "Communication settings"): the appointment
// reminders by e-mail and by text, and how long before the start each goes. Their own small stream
// (`communicationSettings-<practiceId>`), so changing them never contends with the practice's
// other edits. The two past-due fields of the same form (paymentPastDue*) stay where the past-due
// job already reads them, the practice's payment settings (payment-settings.ts): the API's
// updateCommunicationSettings splits one save into both (splitCommunicationSettings).
import type { DomainEvent } from '#app/es';

/** The spec's shared option list of reminder times, in minutes (1 hour ... 1 week). */
export const REMINDER_MINUTES_OPTIONS = [60, 120, 240, 720, 1440, 2880, 10080] as const;

export interface ReminderSettings {
  appointmentReminderEmailEnabled: boolean;
  appointmentReminderTextEnabled: boolean;
  /** Minutes before the start (one of REMINDER_MINUTES_OPTIONS). */
  appointmentEmailReminderMinutes: number;
  appointmentTextReminderMinutes: number;
}

export const defaultReminderSettings: ReminderSettings = {
  appointmentReminderEmailEnabled: false,
  appointmentReminderTextEnabled: false,
  appointmentEmailReminderMinutes: 1440,
  appointmentTextReminderMinutes: 1440,
};

/** The spec's eight fields: the reminders (this stream) and the past-due notices (payment settings). */
export interface CommunicationSettings extends ReminderSettings {
  paymentPastDueEmailEnabled: boolean;
  paymentPastDueTextEnabled: boolean;
  paymentPastDueEmailMinutes: number;
  paymentPastDueTextMinutes: number;
}

export const communicationSettingsStreamId = (practiceId: string): string => `communicationSettings-${practiceId}`;
export const practiceOfCommunicationSettingsStream = (streamId: string): string => streamId.replace(/^communicationSettings-/, '');

/** The e-mails whose content the pro may write (spec 002 §3 "Email template"). */
export const CUSTOMIZABLE_EMAIL_TEMPLATES = ['appointment_confirmed', 'appointment_reminder'] as const;
export type CustomizableEmailTemplate = (typeof CUSTOMIZABLE_EMAIL_TEMPLATES)[number];

/** The ten variables custom content may use (spec 002 §3); messaging's SPEC_VARIABLES is this list. */
export const EMAIL_TEMPLATE_VARIABLES = [
  'client.first_name',
  'client.last_name',
  'client.display_name',
  'client.email',
  'client.phone',
  'appointment.date_and_time',
  'appointment.service_name',
  'practitioner.first_name',
  'practitioner.last_name',
  'practitioner.full_name',
] as const;

export const MAX_CUSTOM_CONTENT = 2000;

/** Carries what changed (with the practice, so a projection needs no stream name). */
export type CommunicationSettingsEvent =
  | DomainEvent<'ReminderSettingsUpdated', Partial<ReminderSettings> & { practiceId: string }>
  /** `customContent` null: back to the product's default content. */
  | DomainEvent<'EmailTemplateUpdated', { practiceId: string; name: CustomizableEmailTemplate; customContent: string | null }>;

export const COMMUNICATION_SETTINGS_EVENT_TYPES = ['ReminderSettingsUpdated', 'EmailTemplateUpdated'] as const;

export interface CommunicationSettingsState {
  practiceId: string | null;
  reminders: ReminderSettings;
  /** The pro's own content of each customizable e-mail (absent: the default). */
  customContent: Partial<Record<CustomizableEmailTemplate, string>>;
}

export const initialCommunicationSettingsState = (): CommunicationSettingsState => ({ practiceId: null, reminders: defaultReminderSettings, customContent: {} });

const withoutPractice = ({ practiceId: _p, ...rest }: Partial<ReminderSettings> & { practiceId: string }): Partial<ReminderSettings> => rest;

export const evolveCommunicationSettings = (state: CommunicationSettingsState, event: CommunicationSettingsEvent): CommunicationSettingsState => {
  switch (event.type) {
    case 'ReminderSettingsUpdated':
      return { ...state, practiceId: event.data.practiceId, reminders: { ...state.reminders, ...withoutPractice(event.data) } };
    case 'EmailTemplateUpdated': {
      const { [event.data.name]: _old, ...others } = state.customContent;
      return { ...state, practiceId: event.data.practiceId, customContent: event.data.customContent === null ? others : { ...others, [event.data.name]: event.data.customContent } };
    }
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
};
