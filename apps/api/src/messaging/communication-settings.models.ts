// spec 002 §3 Communication settings and §7 updateCommunicationSettings as the pro reads and saves them.
import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType({ description: 'spec 002 §3 Email template' })
export class EmailTemplateView {
  @Field({ description: 'appointment_confirmed | appointment_reminder' }) name: string;
  @Field(() => String, { nullable: true, description: "The pro's own content; null: the default" }) customContent: string | null;
  @Field() defaultContent: string;
  @Field(() => [String]) allowedVariables: string[];
  @Field({ description: 'What is sent: the custom content, else the default' }) content: string;
}

@InputType()
export class EmailTemplateInput {
  @Field() name: string;
  @Field({ description: 'Empty: back to the default content' }) content: string;
}

@ObjectType()
export class CommunicationSettingsView {
  @Field() appointmentReminderEmailEnabled: boolean;
  @Field() appointmentReminderTextEnabled: boolean;
  @Field(() => Int, { description: 'Minutes before the start' }) appointmentEmailReminderMinutes: number;
  @Field(() => Int, { description: 'Minutes before the start' }) appointmentTextReminderMinutes: number;
  @Field() paymentPastDueEmailEnabled: boolean;
  @Field() paymentPastDueTextEnabled: boolean;
  @Field(() => Int, { description: 'Minutes after the start' }) paymentPastDueEmailMinutes: number;
  @Field(() => Int, { description: 'Minutes after the start' }) paymentPastDueTextMinutes: number;
  @Field(() => [Int], { description: 'The shared list of reminder times (minutes)' }) reminderMinutesOptions: number[];
  @Field(() => [EmailTemplateView]) emailTemplates: EmailTemplateView[];
}

@InputType({ description: 'spec 002 §7 updateCommunicationSettings: any of the eight settings fields' })
export class CommunicationSettingsInput {
  @Field(() => Boolean, { nullable: true }) appointmentReminderEmailEnabled?: boolean | null;
  @Field(() => Boolean, { nullable: true }) appointmentReminderTextEnabled?: boolean | null;
  @Field(() => Int, { nullable: true }) appointmentEmailReminderMinutes?: number | null;
  @Field(() => Int, { nullable: true }) appointmentTextReminderMinutes?: number | null;
  @Field(() => Boolean, { nullable: true }) paymentPastDueEmailEnabled?: boolean | null;
  @Field(() => Boolean, { nullable: true }) paymentPastDueTextEnabled?: boolean | null;
  @Field(() => Int, { nullable: true }) paymentPastDueEmailMinutes?: number | null;
  @Field(() => Int, { nullable: true }) paymentPastDueTextMinutes?: number | null;
  @Field(() => [EmailTemplateInput], { nullable: true, description: 'Instead of the settings fields: the templates to save' }) emailTemplates?: EmailTemplateInput[] | null;
}

@ObjectType()
export class CommunicationSettingsPayload extends MutationResult {
  @Field(() => CommunicationSettingsView, { nullable: true }) communicationSettings: CommunicationSettingsView | null;
  @Field(() => String, { nullable: true, description: 'The first error, as the spec names it' }) error: string | null;
}

@ObjectType({ description: 'The live preview of a custom content (spec 002 §2 Custom content)' })
export class EmailTemplatePreview {
  @Field(() => String, { nullable: true }) subject: string | null;
  @Field(() => String, { nullable: true }) text: string | null;
  @Field(() => String, { nullable: true, description: 'To show in a sandboxed frame' }) html: string | null;
  @Field({ description: "What it is rendered for: the practice's next appointment, or an example" }) renderedFor: string;
  @Field(() => String, { nullable: true, description: 'Why the content cannot be used (an unknown variable, too long); nothing else is set then' }) error: string | null;
}
