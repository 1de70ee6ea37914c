export * from './render-template.js';
export * from './template-variables.js';
export * from './message-templates.js';
export * from './fold-ics-lines.js';
export * from './appointment-ics.js';
export * from './compose-appointment-messages.js';
export * from './message-identity.js';
