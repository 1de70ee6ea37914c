// A client's answers (SurveyJS result data: question name -> value, as JSON text): what the
// server accepts, and how the portal shows them beside the questions they answer (title ->
// answer; a signature as an image; yes/no and consent as Yes or No). Imports nothing but its siblings.
import type { IntakeFormDraft } from './intake-form-definition.js';
import { IntakeMessages as M, MAX_INTAKE_RESPONSE_LENGTH } from './intake-messages.js';
import type { IntakeQuestionKind } from './intake-questions.js';

export type ReadIntakeResponse = { ok: true; data: Record<string, unknown> } | { ok: false; problem: string };

export const readIntakeResponse = (text: unknown): ReadIntakeResponse => {
  if (typeof text !== 'string') return { ok: false, problem: M.responseInvalid };
  if (text.length > MAX_INTAKE_RESPONSE_LENGTH) return { ok: false, problem: M.responseTooLarge };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: M.responseInvalid };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, problem: M.responseInvalid };
  return { ok: true, data: parsed as Record<string, unknown> };
};

export type IntakeAnswer = { type: 'text'; text: string } | { type: 'image'; src: string } | { type: 'none' };

export interface AnsweredQuestion {
  name: string;
  kind: IntakeQuestionKind;
  title: string;
  answer: IntakeAnswer;
}

/** Only raster images: an SVG could carry more than a signature. */
const SIGNATURE_IMAGE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/;

const text = (value: string): IntakeAnswer => (value.trim() ? { type: 'text', text: value } : { type: 'none' });

/** 2031-06-12 -> June 12, 2031 (a date answer has no zone: read it as a calendar date). */
const calendarDate = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
};

const answerOf = (kind: IntakeQuestionKind, value: unknown): IntakeAnswer => {
  // A consent box left unticked is a 'No', not a missing answer.
  if (kind === 'consent') return { type: 'text', text: value === true ? 'Yes' : 'No' };
  if (value === undefined || value === null || value === '') return { type: 'none' };
  switch (kind) {
    case 'yesNo':
      return typeof value === 'boolean' ? { type: 'text', text: value ? 'Yes' : 'No' } : { type: 'none' };
    case 'signature':
      return typeof value === 'string' && SIGNATURE_IMAGE.test(value) ? { type: 'image', src: value } : { type: 'none' };
    case 'multipleChoice':
      return Array.isArray(value) ? text(value.map(String).join(', ')) : text(String(value));
    case 'date':
      return typeof value === 'string' ? text(calendarDate(value)) : { type: 'none' };
    default:
      return typeof value === 'object' ? { type: 'none' } : text(String(value));
  }
};

/** Every question of the form the client answered, in its order, with the answer given (or none). */
export const answersOf = (form: IntakeFormDraft, data: Record<string, unknown>): AnsweredQuestion[] =>
  form.questions.map((q) => ({ name: q.name, kind: q.kind, title: q.title, answer: answerOf(q.kind, data[q.name]) }));
