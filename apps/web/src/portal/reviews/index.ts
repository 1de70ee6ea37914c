// The pro's reviews pages (spec 002 §2 Reviews, Keywords; Profile area's Endorsements tab).
export { ReviewsPage } from './ReviewsPage';
export { KeywordsPage } from './keywords/KeywordsPage';
export { EndorsementsPage } from './keywords/EndorsementsPage';
