// The support console (issue 19): search, an appointment's story, and the audit of support reads.
export { SupportAuditPage } from './SupportAuditPage';
export { SupportSearchPage } from './SupportSearchPage';
export { SupportStoryPage } from './SupportStoryPage';
