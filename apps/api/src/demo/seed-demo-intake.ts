// Demo intake forms: the practice's saved form (every question type), Ada's completed answers
// (with a signature) and a form sent to Grace that she has not filled in yet.
import type { Command } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { clientClaimDecider, clientEmailStreamId } from '#app/clients';
import { newCommandContext, type CommandContext } from '#app/es';
import { storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { intakeFormText, type IntakeFormDraft } from '#app/intake-forms';
import { ChangeIntakeFormCommand } from '../intake-forms/commands/change-intake-form/change-intake-form.command.js';
import { SaveIntakeFormResponseCommand } from '../intake-forms/commands/save-intake-form-response/save-intake-form-response.command.js';
import { SendIntakeFormCommand } from '../intake-forms/commands/send-intake-form/send-intake-form.command.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

export const DEMO_INTAKE_FORM: IntakeFormDraft = {
  title: 'New client intake',
  description: 'A few questions before your first massage, so the session suits you.',
  questions: [
    { name: 'occupation', kind: 'shortText', title: 'What is your occupation?', isRequired: false, choices: [] },
    { name: 'pressure', kind: 'singleChoice', title: 'Which pressure do you prefer?', isRequired: true, choices: ['Light', 'Medium', 'Firm'] },
    { name: 'focus', kind: 'multipleChoice', title: 'Which areas should we focus on?', isRequired: false, choices: ['Neck', 'Shoulders', 'Back', 'Legs'] },
    { name: 'injuries', kind: 'yesNo', title: 'Do you have any injuries or medical conditions?', isRequired: true, choices: [] },
    { name: 'details', kind: 'longText', title: 'Anything else we should know?', isRequired: false, choices: [] },
    { name: 'birthDate', kind: 'date', title: 'Date of birth', isRequired: false, choices: [] },
    { name: 'consent', kind: 'consent', title: 'I consent to massage treatment and confirm the answers above are true.', isRequired: true, choices: [] },
    { name: 'signature', kind: 'signature', title: 'Your signature', isRequired: true, choices: [] },
  ],
};

/** A hand-drawn-looking line (240 x 80 PNG). */
const DEMO_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAABQCAYAAAAnSfh8AAABiUlEQVR42u3dy00DQRBFUQfBmsDIPw9IAAtb9Kde1TnSbJHcXdeej2UeDwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAArvj4/Pr+7bAyEBTsX4eVW7e2Vopj4RrA/WtqJTkSrqHbt55i5u1hWzGs1vK1dREyywauwt/rFO7uNwTTLNwlgzBp0E6G1Slkbz5F4530aXwrpOSQnT0ERtVt0yqFkxKy0//wkLpsXtXXUTFk1+7NPgWTNzFlCCtEI9zmp7BpG5o4hKfvXot2WCwpm9ztbu+qwDyvvriB4phzzf6f6HxjTLyRoUwYSNGKt100vkU2JNjEh+XpgyRetm22eM99GgiXtpF0GsTdIbuOE3DEN3G6X5sJl/hg3DF9/nrdPaX0qfSkYfTYg1YRTx1I0RIfscF0ikxoxAYUQqMSL4RGLF64eE0mXhgWsZsyUCziV+MTL4SF7HEIhEXsOSY0DtnKQWDIVgoAAAAAgPfc+HV8h8N/YRCwwyFgG+0QMAAAAAAAAAAAADX8AImYAbr7NWraAAAAAElFTkSuQmCC';

const uniqueId = () => randomBytes(24).toString('base64url');

export const seedDemoIntake = async (execute: Execute, store: EventStore, demo: { practiceId: string; pro: CommandContext }): Promise<void> => {
  const { practiceId, pro } = demo;
  await execute(new ChangeIntakeFormCommand(practiceId, { type: 'UpsertIntakeForm', data: intakeFormText(DEMO_INTAKE_FORM), saveNo: 0, now: pro.now }, pro));
  const clientOf = async (email: string) => (await storeLoader(store).load(clientEmailStreamId(practiceId, email), clientClaimDecider)).ownerId;
  const [ada, grace] = [await clientOf('ada@example.com'), await clientOf('grace@example.com')];
  if (!ada || !grace) return;
  const adaLink = uniqueId();
  await execute(new SendIntakeFormCommand(practiceId, ada, adaLink, pro));
  const answers = {
    occupation: 'Mathematician',
    pressure: 'Medium',
    focus: ['Neck', 'Shoulders'],
    injuries: false,
    details: 'Long hours at the desk; my lower back is sensitive.',
    birthDate: '1985-12-10',
    consent: true,
    signature: DEMO_SIGNATURE,
  };
  const adaAsClient = newCommandContext({ kind: 'client', id: ada, name: 'Ada Lovelace' }, pro.now);
  await execute(new SaveIntakeFormResponseCommand(practiceId, ada, adaLink, JSON.stringify(answers), adaAsClient));
  await execute(new SendIntakeFormCommand(practiceId, grace, uniqueId(), pro));
};
