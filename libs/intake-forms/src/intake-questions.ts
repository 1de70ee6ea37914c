// The question types a pro can put on an intake form, and how each is written as a SurveyJS
// element (the form is stored and rendered as SurveyJS JSON). Only these types exist: the server
// refuses others, so the fill page never renders an element type nobody designed for it.
// Imports nothing (shared with the portal's designer).

export type IntakeQuestionKind = 'shortText' | 'longText' | 'singleChoice' | 'multipleChoice' | 'yesNo' | 'date' | 'signature' | 'consent';

export interface IntakeQuestion {
  /** The key of its answer in the response (SurveyJS `name`). */
  name: string;
  kind: IntakeQuestionKind;
  title: string;
  isRequired: boolean;
  /** Single and multiple choice only; empty for the other kinds. */
  choices: string[];
}

export const QUESTION_KINDS: ReadonlyArray<{ kind: IntakeQuestionKind; label: string }> = [
  { kind: 'shortText', label: 'Short text' },
  { kind: 'longText', label: 'Long text' },
  { kind: 'singleChoice', label: 'Single choice' },
  { kind: 'multipleChoice', label: 'Multiple choice' },
  { kind: 'yesNo', label: 'Yes/No' },
  { kind: 'date', label: 'Date' },
  { kind: 'signature', label: 'Signature' },
  { kind: 'consent', label: 'Consent checkbox' },
];

export const hasChoices = (kind: IntakeQuestionKind): boolean => kind === 'singleChoice' || kind === 'multipleChoice';

export const CONSENT_REQUIRED_TEXT = 'Please check this box to continue.';

/** A SurveyJS element as stored (only the properties this product writes). */
export type SurveyElement = Record<string, unknown> & { type: string; name: string };

export const toSurveyElement = (q: IntakeQuestion): SurveyElement => {
  const base = { name: q.name, title: q.title.trim(), ...(q.isRequired ? { isRequired: true } : {}) };
  switch (q.kind) {
    case 'shortText':
      return { type: 'text', ...base };
    case 'longText':
      return { type: 'comment', ...base };
    case 'singleChoice':
      return { type: 'radiogroup', ...base, choices: q.choices.map((c) => c.trim()) };
    case 'multipleChoice':
      return { type: 'checkbox', ...base, choices: q.choices.map((c) => c.trim()) };
    case 'yesNo':
      return { type: 'boolean', ...base, labelTrue: 'Yes', labelFalse: 'No' };
    case 'date':
      return { type: 'text', inputType: 'date', ...base };
    case 'signature':
      return { type: 'signaturepad', ...base, signatureAutoScaleEnabled: true };
    case 'consent':
      // A checkbox whose label is the statement the client agrees to; required means it must be ticked.
      return {
        type: 'boolean',
        renderAs: 'checkbox',
        ...base,
        label: q.title.trim(),
        titleLocation: 'hidden',
        ...(q.isRequired ? { validators: [{ type: 'expression', expression: `{${q.name}} = true`, text: CONSENT_REQUIRED_TEXT }] } : {}),
      };
  }
};

/** The kind of a stored element, or null for a type this product does not offer. */
export const kindOf = (element: Record<string, unknown>): IntakeQuestionKind | null => {
  switch (element.type) {
    case 'text':
      if (element.inputType === undefined || element.inputType === 'text') return 'shortText';
      return element.inputType === 'date' ? 'date' : null;
    case 'comment':
      return 'longText';
    case 'radiogroup':
      return 'singleChoice';
    case 'checkbox':
      return 'multipleChoice';
    case 'boolean':
      return element.renderAs === 'checkbox' ? 'consent' : 'yesNo';
    case 'signaturepad':
      return 'signature';
    default:
      return null;
  }
};

/** A SurveyJS choice is a string or an item with a value and an optional text. */
export const choiceText = (choice: unknown): string => {
  if (typeof choice === 'string' || typeof choice === 'number') return String(choice);
  if (choice && typeof choice === 'object') {
    const { text, value } = choice as { text?: unknown; value?: unknown };
    if (typeof text === 'string') return text;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return '';
};
