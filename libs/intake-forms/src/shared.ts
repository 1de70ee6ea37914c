// The part of intake forms the browser shares with the server: the question types and how they are
// written as SurveyJS JSON, the checks the server makes of a form, a theme and answers, how
// answers are shown, and the messages and limits. Only files that import nothing but each other
// belong here; the web reaches it as '@app/intake-forms/shared'.
export * from './intake-messages.js';
export * from './intake-questions.js';
export * from './intake-form-definition.js';
export * from './intake-theme.js';
export * from './intake-response.js';
