// The practice's intake form, kept on the practice's stream (`practice-<id>`): each save of the
// designer (SurveyJS JSON text, with its save number) and of its theme. The intake rules read the
// same stream for whether the practice has intake forms at all (the clientNotesEnabled flag).
import type { DomainEvent } from '#app/es';
import { defaultPracticeFlags, type PracticeEvent } from '#app/practice';

export interface IntakeFormSavedData {
  /** The form's SurveyJS JSON, canonical (see intake-form-definition.ts). */
  data: string;
  /** 1 for the first save, then one more each time: the designer's optimistic save number. */
  saveNo: number;
  savedAt: string;
}

export interface IntakeFormThemeSavedData {
  /** A SurveyJS theme, JSON (see intake-theme.ts). */
  data: string;
  savedAt: string;
}

export type IntakeFormEvent =
  | DomainEvent<'IntakeFormSaved', IntakeFormSavedData>
  | DomainEvent<'IntakeFormThemeSaved', IntakeFormThemeSavedData>;

export const INTAKE_FORM_EVENT_TYPES: Array<IntakeFormEvent['type']> = ['IntakeFormSaved', 'IntakeFormThemeSaved'];

/** Everything on a practice's stream, as the intake rules fold it. */
export type PracticeIntakeStreamEvent = IntakeFormEvent | PracticeEvent;

export type PracticeIntakeState =
  | { status: 'none' }
  | {
      status: 'active';
      practiceId: string;
      name: string;
      shortLink: string;
      /** Who the intake e-mail is from (and replies go to). */
      owner: { name: string; email: string };
      clientNotesEnabled: boolean;
      /** Null until the first save. */
      form: IntakeFormSavedData | null;
      theme: string | null;
    };

export const initialPracticeIntakeState = (): PracticeIntakeState => ({ status: 'none' });

export const evolvePracticeIntake = (state: PracticeIntakeState, event: PracticeIntakeStreamEvent): PracticeIntakeState => {
  if (event.type === 'PracticeCreated') {
    const { practiceId, name, shortLink, owner } = event.data;
    return { status: 'active', practiceId, name, shortLink, owner: { name: owner.name, email: owner.email }, clientNotesEnabled: defaultPracticeFlags.clientNotesEnabled, form: null, theme: null };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PracticeFlagsSet':
      return event.data.clientNotesEnabled === undefined ? state : { ...state, clientNotesEnabled: event.data.clientNotesEnabled };
    case 'IntakeFormSaved':
      return { ...state, form: event.data };
    case 'IntakeFormThemeSaved':
      return { ...state, theme: event.data.data };
    default:
      return state; // the practice's other events (services, locations, settings) change nothing here
  }
};
