// The decisions on the communication settings (spec 002 §7 updateCommunicationSettings): pure.
// Custom content of an e-mail may use only the spec's ten variables (a typo is refused, not sent).
// A save carries any of the eight fields; splitCommunicationSettings validates them all and parts
// them into the reminder change (decided here, on the communicationSettings stream) and the
// past-due change (an UpdatePaymentSettings on the practice, where the past-due job reads it).
import { DomainError, type Decider } from '#app/es';
import {
  CUSTOMIZABLE_EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_VARIABLES,
  evolveCommunicationSettings,
  MAX_CUSTOM_CONTENT,
  type CustomizableEmailTemplate,
  initialCommunicationSettingsState,
  REMINDER_MINUTES_OPTIONS,
  type CommunicationSettings,
  type CommunicationSettingsEvent,
  type CommunicationSettingsState,
  type ReminderSettings,
} from './communication-settings.js';
import type { PaymentSettings } from './payment-settings.js';

export const CommunicationSettingsMessages = {
  minutesOption: `Please choose one of the reminder time options (${REMINDER_MINUTES_OPTIONS.join(', ')} minutes).`,
  notBoolean: 'Please choose on or off.',
  unknownTemplate: `Please choose one of the e-mail templates: ${CUSTOMIZABLE_EMAIL_TEMPLATES.join(', ')}.`,
  contentTooLong: `The content can be at most ${MAX_CUSTOM_CONTENT} characters.`,
  unknownVariable: (names: string[]) => `Unknown variable ${names.map((n) => `{{${n}}}`).join(', ')}. You can use: ${EMAIL_TEMPLATE_VARIABLES.map((n) => `{{${n}}}`).join(', ')}.`,
} as const;

export type UpdateReminderSettings = { type: 'UpdateReminderSettings'; practiceId: string; data: Partial<ReminderSettings> };
/** `content` empty: back to the default content. */
export type UpdateEmailTemplates = { type: 'UpdateEmailTemplates'; practiceId: string; templates: Array<{ name: string; content: string }> };
export type CommunicationSettingsCommand = UpdateReminderSettings | UpdateEmailTemplates;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The custom content as kept (trimmed; null for empty), or the rule it breaks. */
export const validCustomContent = (content: string): string | null => {
  const trimmed = content.replace(/\r\n/g, '\n').trim();
  if (!trimmed) return null;
  if (trimmed.length > MAX_CUSTOM_CONTENT) throw new DomainError(CommunicationSettingsMessages.contentTooLong);
  const unknown = [...trimmed.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !(EMAIL_TEMPLATE_VARIABLES as readonly string[]).includes(name));
  if (unknown.length) throw new DomainError(CommunicationSettingsMessages.unknownVariable([...new Set(unknown)]));
  return trimmed;
};

export const updateEmailTemplates = (state: CommunicationSettingsState, command: UpdateEmailTemplates): CommunicationSettingsEvent[] =>
  command.templates.flatMap(({ name, content }) => {
    if (!(CUSTOMIZABLE_EMAIL_TEMPLATES as readonly string[]).includes(name)) throw new DomainError(CommunicationSettingsMessages.unknownTemplate);
    const template = name as CustomizableEmailTemplate;
    const customContent = validCustomContent(content);
    if ((state.customContent[template] ?? null) === customContent) return [];
    return [{ type: 'EmailTemplateUpdated' as const, data: { practiceId: command.practiceId, name: template, customContent } }];
  });

const MINUTES_FIELDS = ['appointmentEmailReminderMinutes', 'appointmentTextReminderMinutes', 'paymentPastDueEmailMinutes', 'paymentPastDueTextMinutes'] as const;
const SWITCH_FIELDS = ['appointmentReminderEmailEnabled', 'appointmentReminderTextEnabled', 'paymentPastDueEmailEnabled', 'paymentPastDueTextEnabled'] as const;
const REMINDER_FIELDS: ReadonlyArray<keyof ReminderSettings> = ['appointmentReminderEmailEnabled', 'appointmentReminderTextEnabled', 'appointmentEmailReminderMinutes', 'appointmentTextReminderMinutes'];

export const isReminderMinutesOption = (minutes: unknown): boolean => (REMINDER_MINUTES_OPTIONS as readonly unknown[]).includes(minutes);

/** Validates a save of any of the eight fields and parts it by where each is kept. */
export const splitCommunicationSettings = (
  input: Partial<CommunicationSettings>,
): { reminders: Partial<ReminderSettings>; pastDue: Partial<Pick<PaymentSettings, 'paymentPastDueEmailEnabled' | 'paymentPastDueTextEnabled' | 'paymentPastDueEmailMinutes' | 'paymentPastDueTextMinutes'>> } => {
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as Partial<CommunicationSettings>;
  for (const field of MINUTES_FIELDS) if (field in given && !isReminderMinutesOption(given[field])) throw new DomainError(CommunicationSettingsMessages.minutesOption);
  for (const field of SWITCH_FIELDS) if (field in given && typeof given[field] !== 'boolean') throw new DomainError(CommunicationSettingsMessages.notBoolean);
  const reminders: Partial<ReminderSettings> = {};
  const pastDue: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    if ((REMINDER_FIELDS as readonly string[]).includes(key)) (reminders as Record<string, unknown>)[key] = value;
    else if (key.startsWith('paymentPastDue')) pastDue[key] = value;
  }
  return { reminders, pastDue };
};

/** Records only what differs from the settings as they are (nothing when nothing changed). */
export const updateReminderSettings = (state: CommunicationSettingsState, command: UpdateReminderSettings): CommunicationSettingsEvent[] => {
  const { reminders } = splitCommunicationSettings(command.data);
  const changed = Object.fromEntries(Object.entries(reminders).filter(([k, v]) => state.reminders[k as keyof ReminderSettings] !== v)) as Partial<ReminderSettings>;
  return Object.keys(changed).length ? [{ type: 'ReminderSettingsUpdated', data: { practiceId: command.practiceId, ...changed } }] : [];
};

export const decideCommunicationSettings = (command: CommunicationSettingsCommand, state: CommunicationSettingsState): CommunicationSettingsEvent[] => {
  switch (command.type) {
    case 'UpdateReminderSettings':
      return updateReminderSettings(state, command);
    case 'UpdateEmailTemplates':
      return updateEmailTemplates(state, command);
    default: {
      const _exhaustive: never = command;
      return [];
    }
  }
};

export const communicationSettingsDecider: Decider<CommunicationSettingsCommand, CommunicationSettingsEvent, CommunicationSettingsState> = {
  decide: decideCommunicationSettings,
  evolve: evolveCommunicationSettings,
  initialState: initialCommunicationSettingsState,
};
