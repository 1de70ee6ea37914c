import type { IntakeFormDraft } from './intake-form-definition.js';
import { answersOf, readIntakeResponse } from './intake-response.js';
import { accentOf, accentTheme, readIntakeTheme } from './intake-theme.js';

const form: IntakeFormDraft = {
  title: '',
  description: '',
  questions: [
    { name: 'job', kind: 'shortText', title: 'Occupation', isRequired: false, choices: [] },
    { name: 'areas', kind: 'multipleChoice', title: 'Areas', isRequired: false, choices: ['Neck', 'Back'] },
    { name: 'pregnant', kind: 'yesNo', title: 'Pregnant?', isRequired: false, choices: [] },
    { name: 'born', kind: 'date', title: 'Date of birth', isRequired: false, choices: [] },
    { name: 'sign', kind: 'signature', title: 'Signature', isRequired: false, choices: [] },
    { name: 'consent', kind: 'consent', title: 'I agree', isRequired: false, choices: [] },
    { name: 'notes', kind: 'longText', title: 'Anything else?', isRequired: false, choices: [] },
  ],
};
const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('intake answers', () => {
  it('shows each question with its answer: lists joined, yes/no, dates, signatures as images, consent as yes or no', () => {
    const data = { job: 'Engineer', areas: ['Neck', 'Back'], pregnant: false, born: '1990-02-03', sign: png };
    expect(answersOf(form, data).map((a) => [a.title, a.answer])).toEqual([
      ['Occupation', { type: 'text', text: 'Engineer' }],
      ['Areas', { type: 'text', text: 'Neck, Back' }],
      ['Pregnant?', { type: 'text', text: 'No' }],
      ['Date of birth', { type: 'text', text: 'February 3, 1990' }],
      ['Signature', { type: 'image', src: png }],
      ['I agree', { type: 'text', text: 'No' }],
      ['Anything else?', { type: 'none' }],
    ]);
  });

  it('never shows an SVG or other markup as a signature', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
    expect(answersOf(form, { sign: svg })[4].answer).toEqual({ type: 'none' });
  });

  it('accepts a JSON object only', () => {
    expect(readIntakeResponse('{"job":"x"}')).toEqual({ ok: true, data: { job: 'x' } });
    expect(readIntakeResponse('"x"').ok).toBe(false);
    expect(readIntakeResponse(42).ok).toBe(false);
  });
});

describe('intake themes', () => {
  it('an accent colour makes a SurveyJS theme that reads back as itself', () => {
    const theme = accentTheme('#AA3366', true);
    expect(theme.cssVariables?.['--sjs-primary-backcolor']).toBe('#aa3366');
    const read = readIntakeTheme(JSON.stringify(theme));
    expect(read).toEqual({ ok: true, theme });
    expect(accentOf(read.ok ? read.theme : null)).toBe('#aa3366');
    expect(accentOf(null)).toBe('#19b394');
  });
});
