export * from './file-storage.js';
export * from './image-type.js';
export * from './disk-file-storage.js';
export * from './document-type.js';
