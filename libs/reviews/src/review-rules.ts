// The review flow's and the reviews pages' numbers (spec 000 §9, 002 §9). Pure: the web reads them
// through '@app/reviews/shared'.
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** Client info: the trimmed first name must be longer than this (000 §5). */
export const FIRST_NAME_OVER = 2;
/** Client info and bulk requests: the trimmed phone must be longer than this (a loose check). */
export const PHONE_OVER = 12;
/** A text review must be longer than this. */
export const TEXT_OVER = 2;
export const MAX_TEXT = 5000;
/** A reply is enabled when longer than this (002 §5). */
export const REPLY_OVER = 5;
export const MAX_PUBLIC_NAME = 100;
/** Keywords (endorsement topics) per practice. */
export const MAX_KEYWORDS = 50;
/** Bulk requests: rows plus pending manual requests stay at or below this. */
export const MAX_PENDING_REQUESTS = 10;
/** The review tabs are hidden at this count or more; the default tab is Request under DEFAULT_TAB_UNDER reviews. */
export const TABS_HIDDEN_AT = 999_999;
export const DEFAULT_TAB_UNDER = 11;
/** A row's click opens the detail flyout after this many ms; the page reloads this long after bulk requests. */
export const ROW_FLYOUT_DELAY_MS = 500;
export const RELOAD_AFTER_REQUESTS_MS = 1500;
/** How long after an approved appointment ends the client is asked for a review. */
export const AUTOMATIC_REQUEST_AFTER_MINUTES = 60;

/** Progress of the client flow's steps (000 §2.3). */
export const REVIEW_PROGRESS = {
  intro: 20,
  clientInfo: 30,
  importConfirmation: 40,
  rating: 50,
  endorsements: 70,
  text: 90,
  thankYou: 100,
} as const;

/** The client-info step's loose check (000 §5): enables Continue, and the server applies it too. */
export const clientInfoLooksValid = (firstName: string, phone: string): boolean => firstName.trim().length > FIRST_NAME_OVER && phone.trim().length > PHONE_OVER;

/** A bulk-request row counts when it has a non-blank first name and a phone longer than 12 characters. */
export const requestRowIsComplete = (row: { firstName?: string | null; phone?: string | null }): boolean =>
  !!row.firstName?.trim() && (row.phone ?? '').trim().length > PHONE_OVER;

/** A row with neither field is dropped on send. */
export const requestRowIsBlank = (row: { firstName?: string | null; phone?: string | null }): boolean => !row.firstName?.trim() && !row.phone?.trim();

/** Which tab the reviews page opens on (002 §2): Request under 11 reviews, otherwise Completed. */
export const defaultReviewsTab = (reviewCount: number): 'request' | 'completed' => (reviewCount < DEFAULT_TAB_UNDER ? 'request' : 'completed');

/** Request and Import are hidden for practices at 999999 reviews or more. */
export const requestTabsHidden = (reviewCount: number): boolean => reviewCount >= TABS_HIDDEN_AT;

export type ReviewSource = 'client' | 'imported';
/** published: counts and shows; awaitingConfirmation / disputed: imported, not (yet) shown. */
export type ReviewStatus = 'published' | 'awaitingConfirmation' | 'disputed';
