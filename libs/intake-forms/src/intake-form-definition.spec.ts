import { intakeFormJson, intakeFormProblem, readIntakeForm, type IntakeFormDraft } from './intake-form-definition.js';
import { IntakeMessages as M } from './intake-messages.js';
import { QUESTION_KINDS, type IntakeQuestion } from './intake-questions.js';

const question = (name: string, kind: IntakeQuestion['kind'], extra: Partial<IntakeQuestion> = {}): IntakeQuestion => ({
  name, kind, title: `Title of ${name}`, isRequired: false, choices: kind === 'singleChoice' || kind === 'multipleChoice' ? ['One', 'Two'] : [], ...extra,
});
const everyKind: IntakeFormDraft = {
  title: 'Intake',
  description: 'Please fill in before your visit.',
  questions: QUESTION_KINDS.map(({ kind }, i) => question(`q${i + 1}`, kind, { isRequired: i % 2 === 0 })),
};

describe('intake form definitions', () => {
  it('every question type survives the trip through SurveyJS JSON', () => {
    const read = readIntakeForm(JSON.stringify(intakeFormJson(everyKind)));
    expect(read).toEqual({ ok: true, form: everyKind });
  });

  it('writes each type as its SurveyJS element', () => {
    const elements = (intakeFormJson(everyKind).pages as Array<{ elements: Array<Record<string, unknown>> }>)[0].elements;
    expect(elements.map((e) => [e.type, e.inputType ?? e.renderAs ?? null])).toEqual([
      ['text', null], ['comment', null], ['radiogroup', null], ['checkbox', null], ['boolean', null], ['text', 'date'], ['signaturepad', null], ['boolean', 'checkbox'],
    ]);
    // A required consent must be ticked, not merely answered.
    expect(elements[6]).toMatchObject({ isRequired: true });
    expect(elements[7]).not.toHaveProperty('validators');
  });

  it('reads top-level elements and choice items with values and texts', () => {
    const read = readIntakeForm(JSON.stringify({ elements: [{ type: 'radiogroup', name: 'a', title: 'A', choices: [{ value: 'l', text: 'Light' }, 'Firm', 3] }] }));
    expect(read.ok && read.form.questions[0].choices).toEqual(['Light', 'Firm', '3']);
  });

  it('keeps only what the designer writes', () => {
    const read = readIntakeForm(JSON.stringify({ completedHtml: '<img src=x onerror=alert(1)>', elements: [{ type: 'text', name: 'a', title: 'A', html: '<b>' }] }));
    expect(read.ok && intakeFormJson(read.form)).toEqual({ pages: [{ name: 'page1', elements: [{ type: 'text', name: 'a', title: 'A' }] }] });
  });

  it.each([
    [{ ...everyKind, questions: [] }, M.noQuestions],
    [{ ...everyKind, questions: [question('a', 'shortText', { title: ' ' })] }, M.titleRequired(1)],
    [{ ...everyKind, questions: [question('a', 'shortText'), question(' ', 'longText')] }, M.nameRequired],
    [{ ...everyKind, questions: [question('a', 'multipleChoice', { choices: [] })] }, M.choicesRequired(1)],
    [{ ...everyKind, questions: [question('a', 'singleChoice', { choices: ['One', ' '] })] }, M.choiceRequired(1)],
    [{ ...everyKind, questions: [question('a', 'singleChoice', { choices: ['One', 'One '] })] }, M.duplicateChoice(1, 'One')],
    [{ ...everyKind, questions: [question('a', 'yesNo'), question('a', 'date')] }, M.duplicateName('a')],
    [{ ...everyKind, questions: Array.from({ length: 101 }, (_, i) => question(`q${i}`, 'shortText')) }, M.tooManyQuestions],
  ])('a draft that breaks a rule says which (%#)', (draft, message) => {
    expect(intakeFormProblem(draft)).toBe(message);
  });

  it('refuses element types it does not offer, and text inputs other than text and date', () => {
    expect(readIntakeForm('{"elements":[{"type":"file","name":"a","title":"A"}]}')).toEqual({ ok: false, problem: M.typeNotAllowed('file') });
    expect(readIntakeForm('{"elements":[{"type":"text","inputType":"color","name":"a","title":"A"}]}')).toEqual({ ok: false, problem: M.typeNotAllowed('text') });
  });
});
