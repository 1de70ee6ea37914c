// Editing the designer's draft: pure changes to the list of questions. A question's name (its
// answer's key) is given once and never changes, so reordering or retitling keeps answers apart.
import { hasChoices, readIntakeForm, type IntakeFormDraft, type IntakeQuestion, type IntakeQuestionKind } from '@app/intake-forms/shared';

export const EMPTY_DRAFT: IntakeFormDraft = { title: 'Intake form', description: '', questions: [] };

export function draftOf(data: string | null): IntakeFormDraft {
  if (!data) return EMPTY_DRAFT;
  const read = readIntakeForm(data);
  return read.ok ? read.form : EMPTY_DRAFT;
}

/** question1, question2, …: one more than the highest taken, so a deleted name is never reused. */
function nextName(questions: IntakeQuestion[]): string {
  const taken = questions.map((q) => Number(/^question(\d+)$/.exec(q.name)?.[1] ?? 0));
  return `question${Math.max(0, ...taken) + 1}`;
}

const defaultChoices = () => ['Option 1', 'Option 2'];

export function addQuestion(questions: IntakeQuestion[], kind: IntakeQuestionKind): IntakeQuestion[] {
  return [...questions, { name: nextName(questions), kind, title: '', isRequired: false, choices: hasChoices(kind) ? defaultChoices() : [] }];
}

export function changeKind(question: IntakeQuestion, kind: IntakeQuestionKind): IntakeQuestion {
  const choices = hasChoices(kind) ? (question.choices.length ? question.choices : defaultChoices()) : [];
  return { ...question, kind, choices };
}

/** Moves the question at `index` by `delta` places (within the list). */
export function moveQuestion(questions: IntakeQuestion[], index: number, delta: -1 | 1): IntakeQuestion[] {
  const to = index + delta;
  if (to < 0 || to >= questions.length) return questions;
  const moved = [...questions];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}

export function replaceAt<T>(list: T[], index: number, item: T): T[] {
  return list.map((x, i) => (i === index ? item : x));
}

export function removeAt<T>(list: T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
