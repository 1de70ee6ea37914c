export * from './appointment-snapshot.js';
export * from './appointment-story.js';
export * from './snapshot-diff.js';
export * from './story-line.js';
export * from './support-format.js';
export * from './support-search.js';
