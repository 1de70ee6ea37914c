// The designer's saves (spec 002 §7 upsertIntakeForm / upsertIntakeFormTheme), decided on the
// practice's stream. A save names the save number the designer loaded: a stale one (someone saved
// in another tab meanwhile) changes nothing and says so, instead of silently overwriting.
import { ConflictError, DomainError, NotFoundError, type Decider } from '#app/es';
import { intakeFormText, readIntakeForm } from './intake-form-definition.js';
import {
  evolvePracticeIntake,
  initialPracticeIntakeState,
  type IntakeFormEvent,
  type PracticeIntakeState,
  type PracticeIntakeStreamEvent,
} from './intake-form.js';
import { IntakeMessages as M } from './intake-messages.js';
import { readIntakeTheme } from './intake-theme.js';

export type IntakeFormCommand =
  | { type: 'UpsertIntakeForm'; data: string; saveNo: number; now: Date }
  | { type: 'UpsertIntakeFormTheme'; data: string; now: Date };

export type ActivePracticeIntake = Extract<PracticeIntakeState, { status: 'active' }>;

/** The practice, when it has intake forms (the clientNotesEnabled flag); else the refusal. */
export const intakeEnabled = (state: PracticeIntakeState): ActivePracticeIntake => {
  if (state.status === 'none') throw new NotFoundError(M.practiceNotFound);
  if (!state.clientNotesEnabled) throw new DomainError(M.disabled, 'FEATURE_DISABLED');
  return state;
};

/** The save number of the form as it stands: 0 before the first save. */
export const currentSaveNo = (state: ActivePracticeIntake): number => state.form?.saveNo ?? 0;

const upsertForm = (command: Extract<IntakeFormCommand, { type: 'UpsertIntakeForm' }>, state: PracticeIntakeState): IntakeFormEvent[] => {
  const practice = intakeEnabled(state);
  if (!Number.isSafeInteger(command.saveNo) || command.saveNo < 0) throw new DomainError(M.saveNoInvalid);
  if (command.saveNo !== currentSaveNo(practice)) throw new ConflictError(M.staleSave);
  const read = readIntakeForm(command.data);
  if (!read.ok) throw new DomainError(read.problem);
  const data = intakeFormText(read.form);
  if (data === practice.form?.data) return [];
  return [{ type: 'IntakeFormSaved', data: { data, saveNo: currentSaveNo(practice) + 1, savedAt: command.now.toISOString() } }];
};

const upsertTheme = (command: Extract<IntakeFormCommand, { type: 'UpsertIntakeFormTheme' }>, state: PracticeIntakeState): IntakeFormEvent[] => {
  const practice = intakeEnabled(state);
  const read = readIntakeTheme(command.data);
  if (!read.ok) throw new DomainError(read.problem);
  const data = JSON.stringify(read.theme);
  if (data === practice.theme) return [];
  return [{ type: 'IntakeFormThemeSaved', data: { data, savedAt: command.now.toISOString() } }];
};

export const decideIntakeForm = (command: IntakeFormCommand, state: PracticeIntakeState): IntakeFormEvent[] => {
  switch (command.type) {
    case 'UpsertIntakeForm':
      return upsertForm(command, state);
    case 'UpsertIntakeFormTheme':
      return upsertTheme(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${(unknown as { type: string }).type}`);
    }
  }
};

export const intakeFormDecider: Decider<IntakeFormCommand, PracticeIntakeStreamEvent, PracticeIntakeState> = {
  decide: decideIntakeForm,
  evolve: evolvePracticeIntake,
  initialState: initialPracticeIntakeState,
};
