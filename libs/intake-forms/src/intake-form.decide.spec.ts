import { deciderSpec } from '#testing/es';
import type { PracticeEvent } from '#app/practice';
import { intakeFormText, type IntakeFormDraft } from './intake-form-definition.js';
import { intakeFormDecider } from './intake-form.decide.js';
import type { PracticeIntakeStreamEvent } from './intake-form.js';
import { IntakeMessages as M } from './intake-messages.js';

const spec = deciderSpec(intakeFormDecider);
const now = new Date('2031-06-11T14:00:00Z');
const created: PracticeEvent = {
  type: 'PracticeCreated',
  data: { practiceId: 'p1', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 's@example.com', phone: null } },
};
const notesOff: PracticeIntakeStreamEvent = { type: 'PracticeFlagsSet', data: { clientNotesEnabled: false } };
const draft: IntakeFormDraft = {
  title: 'Before your first visit',
  description: '',
  questions: [
    { name: 'q1', kind: 'shortText', title: 'Your occupation', isRequired: false, choices: [] },
    { name: 'q2', kind: 'singleChoice', title: 'Pressure', isRequired: true, choices: ['Light', 'Firm'] },
  ],
};
const text = intakeFormText(draft);
const saved = (saveNo: number, data = text): PracticeIntakeStreamEvent => ({ type: 'IntakeFormSaved', data: { data, saveNo, savedAt: now.toISOString() } });
const upsert = (saveNo: number, data = text) => ({ type: 'UpsertIntakeForm' as const, data, saveNo, now });

describe('upsertIntakeForm (spec 002 §7)', () => {
  // The assertions are in the given/when/then helper (then, thenThrows, thenNothingHappens).
  beforeEach(() => expect.hasAssertions());

  it('the first save is save 1, stored as the canonical SurveyJS JSON', () => {
    const sent = JSON.stringify({ ...JSON.parse(text), completedHtml: '<script>alert(1)</script>' });
    spec.given([created]).when(upsert(0, sent)).then([saved(1)]);
  });

  it('each save names the save it changes, and becomes the next', () => {
    const changed = intakeFormText({ ...draft, title: 'Welcome' });
    spec.given([created, saved(1)]).when(upsert(1, changed)).then([saved(2, changed)]);
  });

  it('a stale save number is a conflict and changes nothing', () => {
    spec.given([created, saved(1), saved(2, intakeFormText({ ...draft, title: 'Other tab' }))]).when(upsert(1)).thenThrows(M.staleSave);
    spec.given([created]).when(upsert(3)).thenThrows(M.staleSave);
  });

  it('saving the same form again changes nothing', () => spec.given([created, saved(1)]).when(upsert(1)).thenNothingHappens());

  it.each([
    ['not JSON', '{"pages": [', M.invalidJson],
    ['an array', '[]', M.notAnObject],
    ['too large', JSON.stringify({ title: 'x'.repeat(100_001) }), M.tooLarge],
    ['no questions', '{"pages":[{"name":"p","elements":[]}]}', M.noQuestions],
    ['an html element', '{"elements":[{"type":"html","name":"h","html":"<b>hi</b>"}]}', M.typeNotAllowed('html')],
    ['a panel', '{"elements":[{"type":"panel","name":"p","elements":[]}]}', M.typeNotAllowed('panel')],
    ['an empty title', '{"elements":[{"type":"text","name":"a","title":"  "}]}', M.titleRequired(1)],
    ['no choices', '{"elements":[{"type":"text","name":"a","title":"A"},{"type":"checkbox","name":"b","title":"B","choices":[]}]}', M.choicesRequired(2)],
    ['a duplicate name', '{"elements":[{"type":"text","name":"a","title":"A"},{"type":"comment","name":"a","title":"B"}]}', M.duplicateName('a')],
  ])('refuses %s', (_what, data, message) => spec.given([created]).when(upsert(0, data)).thenThrows(message));

  it('refuses when the practice has intake forms turned off', () => spec.given([created, notesOff]).when(upsert(0)).thenThrows(M.disabled));

  it('refuses a save number that is not a whole number', () => spec.given([created]).when(upsert(-1)).thenThrows(M.saveNoInvalid));
});

describe('upsertIntakeFormTheme (spec 002 §7)', () => {
  beforeEach(() => expect.hasAssertions());

  const theme = JSON.stringify({ themeName: 'intake', isPanelless: true, cssVariables: { '--sjs-primary-backcolor': '#aa3366' } });

  it('saves a SurveyJS theme', () => {
    spec.given([created]).when({ type: 'UpsertIntakeFormTheme', data: theme, now }).then([{ type: 'IntakeFormThemeSaved', data: { data: theme, savedAt: now.toISOString() } }]);
  });

  it('saving the same theme again changes nothing', () => {
    const before: PracticeIntakeStreamEvent = { type: 'IntakeFormThemeSaved', data: { data: theme, savedAt: now.toISOString() } };
    spec.given([created, before]).when({ type: 'UpsertIntakeFormTheme', data: theme, now }).thenNothingHappens();
  });

  it.each([
    ['not JSON', 'nope'],
    ['a url()', JSON.stringify({ cssVariables: { '--sjs-general-backcolor': 'url(https://tracker.example.com/x.png)' } })],
    ['another css property', JSON.stringify({ cssVariables: { 'background-image': 'red' } })],
  ])('refuses %s', (_what, data) => spec.given([created]).when({ type: 'UpsertIntakeFormTheme', data, now }).thenThrows(M.themeInvalid));

  it('refuses when intake forms are off', () => spec.given([created, notesOff]).when({ type: 'UpsertIntakeFormTheme', data: theme, now }).thenThrows(M.disabled));
});
