// An intake form as the pro designs it (title, description, questions) and as it is stored: SurveyJS
// JSON text. Reading stored or sent JSON checks it (size, only our question types, titles, choices)
// and keeps only what this product writes, so the text saved is always the canonical form of its
// questions: no HTML-bearing survey properties (completedHtml and the like) ever reach a client's
// page. Imports nothing but its siblings (shared with the portal's designer).
import {
  IntakeMessages as M,
  MAX_INTAKE_CHOICE_LENGTH,
  MAX_INTAKE_CHOICES,
  MAX_INTAKE_FORM_LENGTH,
  MAX_INTAKE_QUESTIONS,
  MAX_INTAKE_TITLE_LENGTH,
} from './intake-messages.js';
import { choiceText, hasChoices, kindOf, toSurveyElement, type IntakeQuestion } from './intake-questions.js';

export interface IntakeFormDraft {
  title: string;
  description: string;
  questions: IntakeQuestion[];
}

export type ReadIntakeForm = { ok: true; form: IntakeFormDraft } | { ok: false; problem: string };

const MAX_NAME_LENGTH = 100;
const MAX_DESCRIPTION_LENGTH = 5_000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first rule the questions break, or null (the designer checks with it before saving). */
export const intakeFormProblem = (form: IntakeFormDraft): string | null => {
  if (form.title.length > MAX_INTAKE_TITLE_LENGTH || form.description.length > MAX_DESCRIPTION_LENGTH) return M.textTooLong;
  if (form.questions.length === 0) return M.noQuestions;
  if (form.questions.length > MAX_INTAKE_QUESTIONS) return M.tooManyQuestions;
  const names = new Set<string>();
  for (const [index, q] of form.questions.entries()) {
    const position = index + 1;
    if (!q.name.trim() || q.name.length > MAX_NAME_LENGTH) return M.nameRequired;
    if (names.has(q.name)) return M.duplicateName(q.name);
    names.add(q.name);
    if (!q.title.trim()) return M.titleRequired(position);
    if (q.title.length > MAX_INTAKE_TITLE_LENGTH) return M.textTooLong;
    if (!hasChoices(q.kind)) continue;
    if (q.choices.length === 0) return M.choicesRequired(position);
    if (q.choices.length > MAX_INTAKE_CHOICES) return M.tooManyChoices(position);
    const seen = new Set<string>();
    for (const choice of q.choices) {
      const text = choice.trim();
      if (!text) return M.choiceRequired(position);
      if (text.length > MAX_INTAKE_CHOICE_LENGTH) return M.textTooLong;
      if (seen.has(text)) return M.duplicateChoice(position, text);
      seen.add(text);
    }
  }
  return null;
};

const readQuestion = (element: unknown): IntakeQuestion | string => {
  if (!isObject(element)) return M.elementNotAnObject;
  const kind = kindOf(element);
  if (!kind) return M.typeNotAllowed(String(element.type ?? ''));
  if (typeof element.name !== 'string') return M.nameRequired;
  const choices = hasChoices(kind) ? (Array.isArray(element.choices) ? element.choices.map(choiceText) : []) : [];
  return {
    name: element.name,
    kind,
    title: typeof element.title === 'string' ? element.title : '',
    isRequired: element.isRequired === true,
    choices,
  };
};

/** The questions of a parsed survey: its pages' elements, then any top-level elements. */
const elementsOf = (survey: Record<string, unknown>): unknown[] | null => {
  const pages = survey.pages ?? [];
  const top = survey.elements ?? [];
  if (!Array.isArray(pages) || !Array.isArray(top)) return null;
  const fromPages: unknown[] = [];
  for (const page of pages) {
    if (!isObject(page) || !Array.isArray(page.elements ?? [])) return null;
    fromPages.push(...((page.elements as unknown[] | undefined) ?? []));
  }
  return [...fromPages, ...top];
};

/** Reads SurveyJS JSON text into a draft, or says what is wrong with it. */
export const readIntakeForm = (text: unknown): ReadIntakeForm => {
  if (typeof text !== 'string') return { ok: false, problem: M.invalidJson };
  if (text.length > MAX_INTAKE_FORM_LENGTH) return { ok: false, problem: M.tooLarge };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: M.invalidJson };
  }
  if (!isObject(parsed)) return { ok: false, problem: M.notAnObject };
  const elements = elementsOf(parsed);
  if (!elements) return { ok: false, problem: M.notAnObject };
  if (elements.length > MAX_INTAKE_QUESTIONS) return { ok: false, problem: M.tooManyQuestions };
  const questions: IntakeQuestion[] = [];
  for (const element of elements) {
    const question = readQuestion(element);
    if (typeof question === 'string') return { ok: false, problem: question };
    questions.push(question);
  }
  const form = {
    title: typeof parsed.title === 'string' ? parsed.title.trim() : '',
    description: typeof parsed.description === 'string' ? parsed.description.trim() : '',
    questions,
  };
  const problem = intakeFormProblem(form);
  return problem ? { ok: false, problem } : { ok: true, form };
};

/** The SurveyJS JSON of a draft: one page, only the properties this product writes. */
export const intakeFormJson = (form: IntakeFormDraft): Record<string, unknown> => ({
  ...(form.title.trim() ? { title: form.title.trim() } : {}),
  ...(form.description.trim() ? { description: form.description.trim() } : {}),
  pages: [{ name: 'page1', elements: form.questions.map(toSurveyElement) }],
});

/** The text stored for a draft. */
export const intakeFormText = (form: IntakeFormDraft): string => JSON.stringify(intakeFormJson(form));
