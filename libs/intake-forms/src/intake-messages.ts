// What the intake form rules say when one is broken, and their limits. Imports nothing, so the
// portal's designer and the client's fill page say the same ('@app/intake-forms/shared').
export const MAX_INTAKE_FORM_LENGTH = 100_000;
export const MAX_INTAKE_QUESTIONS = 100;
export const MAX_INTAKE_CHOICES = 100;
export const MAX_INTAKE_TITLE_LENGTH = 1_000;
export const MAX_INTAKE_CHOICE_LENGTH = 500;
export const MAX_INTAKE_THEME_LENGTH = 10_000;
/** Answers with a few signatures (PNG data URLs of a few tens of kB each) fit. */
export const MAX_INTAKE_RESPONSE_LENGTH = 600_000;
/** Spec 000 §9: the fill page's countdown before it goes to the practitioner's website. */
export const INTAKE_REDIRECT_SECONDS = 5;

export const IntakeMessages = {
  disabled: 'Intake forms are not enabled for this practice.',
  practiceNotFound: 'Practice not found',
  notFound: 'Intake form not found',
  noFormYet: 'Please create and save your intake form before sending it.',
  clientDeleted: 'This client was deleted, so the intake form cannot be sent.',
  clientHasNoEmail: 'This client has no email address. Please add one to send the intake form.',
  alreadyCompleted: 'This intake form has already been completed.',
  staleSave:
    'Your intake form was changed elsewhere since you opened it, so this version was not saved. Please reload the page to see the latest version.',
  saveNoInvalid: 'The save number must be a whole number of 0 or more.',
  tooLarge: `The intake form is too large (at most ${MAX_INTAKE_FORM_LENGTH.toLocaleString('en-US')} characters).`,
  invalidJson: 'The intake form is not valid JSON.',
  notAnObject: 'The intake form must be a JSON object.',
  noQuestions: 'Please add at least one question.',
  tooManyQuestions: `An intake form can have at most ${MAX_INTAKE_QUESTIONS} questions.`,
  textTooLong: 'A title or description is too long.',
  elementNotAnObject: 'Each question must be a JSON object.',
  nameRequired: 'Each question needs a name.',
  duplicateName: (name: string) => `Two questions have the name '${name}'; each needs its own.`,
  typeNotAllowed: (type: string) =>
    `The question type '${type}' is not allowed. Use short text, long text, single choice, multiple choice, yes/no, date, signature or consent checkbox.`,
  titleRequired: (position: number) => `Question ${position} needs a title.`,
  choicesRequired: (position: number) => `Question ${position} needs at least one choice.`,
  tooManyChoices: (position: number) => `Question ${position} can have at most ${MAX_INTAKE_CHOICES} choices.`,
  choiceRequired: (position: number) => `Question ${position} has an empty choice.`,
  duplicateChoice: (position: number, choice: string) => `Question ${position} has the choice '${choice}' twice.`,
  themeInvalid: 'The intake form theme must be a JSON object with SurveyJS theme settings.',
  themeTooLarge: `The intake form theme is too large (at most ${MAX_INTAKE_THEME_LENGTH.toLocaleString('en-US')} characters).`,
  responseTooLarge: 'Your answers are too large to save. Please use a smaller signature or shorter answers.',
  responseInvalid: 'Your answers could not be read. Please try again.',
  /** Spec 001 §8: the portal's toasts after Send intake form. */
  sent: 'Intake form sent',
  sendFailed: 'Error sending intake form',
} as const;
