// The pro's bulk review requests (spec 002 §4-§5 Reviews, sendBulkReviewRequests). Pure: the
// handler loads each row's phone claim (and the client it names), the review claims and the
// practice's requests, then calls these:
//  - checkBulkRows: blank rows are dropped; a row without a first name or a phone that normalises
//    comes back with its errors (the form lists them), the rest go on;
//  - decideBulkReviewRequests: each row becomes a client of the practice (found by phone, else
//    created as 'invited'), is asked by text (and e-mail when the client has one), and the requests
//    stream decides the rest (already reviewed: refused by row; pending manual + new > 10: refused).
import { clientClaimDecider, clientDecider, clientPhoneStreamId, clientStreamId, normalizePhone, type ClientState } from '#app/clients';
import { DomainError, streamEvents, type StreamEvents } from '#app/es';
import { ReviewMessages as M } from './review-messages.js';
import { PHONE_OVER, requestRowIsBlank } from './review-rules.js';
import { decideReviewRequests } from './review-requests.decide.js';
import { reviewRequestsStreamId, type ReviewChannel, type ReviewRequestsState } from './review-requests.js';

/** A row of the form as sent. */
export interface BulkRequestRow {
  firstName?: string | null;
  phone?: string | null;
  clientType?: string | null;
}

export interface ErroredBulkRow {
  firstName: string | null;
  phone: string | null;
  email: string | null;
  errors: string[];
}

export interface CheckedBulkRow {
  firstName: string;
  /** E.164. */
  phone: string;
}

/** More rows than the 10 rule could ever let through (already pending ones are only resent): refused before any read. */
export const MAX_BULK_ROWS = 100;

/** Splits the form's rows into the ones to ask and the ones refused with their messages; blank rows vanish. */
export const checkBulkRows = (rows: BulkRequestRow[]): { valid: CheckedBulkRow[]; errored: ErroredBulkRow[] } => {
  if (rows.length > MAX_BULK_ROWS) throw new DomainError(M.bulkTooMany);
  const valid: CheckedBulkRow[] = [];
  const errored: ErroredBulkRow[] = [];
  for (const row of rows) {
    if (requestRowIsBlank(row)) continue;
    const firstName = row.firstName?.trim() ?? '';
    const errors: string[] = [];
    if (!firstName) errors.push(M.importFirstNameRequired);
    let phone: string | null = null;
    if ((row.phone ?? '').trim().length > PHONE_OVER) {
      try {
        phone = normalizePhone(row.phone!.trim());
      } catch {
        phone = null;
      }
    }
    if (!phone) errors.push(M.importPhoneRequired);
    if (errors.length > 0 || !phone) errored.push({ firstName: row.firstName ?? null, phone: row.phone ?? null, email: null, errors });
    else valid.push({ firstName, phone });
  }
  if (valid.length === 0 && errored.length === 0) throw new DomainError(M.bulkNoRows);
  return { valid, errored };
};

/** What the handler read for one valid row. */
export interface BulkRowGiven {
  row: CheckedBulkRow;
  /** The client holding the phone's claim (null: none yet, one is created with `newClientId`). */
  returning: { clientId: string; state: ClientState } | null;
  /** Whether the client already reviewed the practice without an appointment (reviewClaimStreamId's owner). */
  alreadyReviewed: boolean;
  newClientId: string;
  noteId: string;
}

export const decideBulkReviewRequests = (
  request: { practiceId: string; rows: BulkRowGiven[]; reviewLink: (clientId: string) => string; now: Date },
  given: { requests: ReviewRequestsState },
): { streams: StreamEvents[]; errored: ErroredBulkRow[] } => {
  const { practiceId } = request;
  const streams: StreamEvents[] = [];
  const errored: ErroredBulkRow[] = [];
  const byPhone = new Map<string, string>();
  const asked = [];
  for (const given_ of request.rows) {
    const { row } = given_;
    // Two rows with one phone are one client: the first row's.
    if (byPhone.has(row.phone)) continue;
    let clientId: string;
    let firstName = row.firstName;
    let email: string | null = null;
    const existing = given_.returning?.state;
    if (existing && existing.status === 'active') {
      clientId = existing.clientId;
      firstName = existing.profile.firstName || row.firstName;
      email = existing.profile.email ?? null;
    } else {
      clientId = given_.newClientId;
      try {
        const created = clientDecider.decide(
          {
            type: 'CreateClient', clientId, practiceId, mode: 'review', noteId: given_.noteId, now: request.now,
            input: { firstName: row.firstName, lastName: '', email: null, phone: row.phone, clientType: 'invited', invitedFrom: null },
            practiceContact: { email: null, phone: null },
          },
          clientDecider.initialState(),
        );
        const claim = clientClaimDecider.decide({ type: 'ClaimValue', value: row.phone, ownerId: clientId, takenMessage: 'Please try again.' }, { ownerId: null });
        streams.push(streamEvents(clientPhoneStreamId(practiceId, row.phone), practiceId, claim), streamEvents(clientStreamId(clientId), practiceId, created));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        errored.push({ firstName: row.firstName, phone: row.phone, email: null, errors: [error.message] });
        continue;
      }
    }
    byPhone.set(row.phone, clientId);
    const channels: ReviewChannel[] = email ? ['sms', 'email'] : ['sms'];
    asked.push({
      clientId, appointmentId: null, firstName, email, phone: row.phone, reviewLink: request.reviewLink(clientId),
      requireConfirmation: false, reviewId: null, channels, alreadyReviewed: given_.alreadyReviewed,
    });
  }
  const decided = decideReviewRequests({ type: 'RequestReviews', practiceId, rows: asked, automatic: false, now: request.now.toISOString() }, given.requests);
  for (const { row, error } of decided.refused) errored.push({ firstName: row.firstName, phone: row.phone, email: row.email, errors: [error] });
  // Only a returning client can be refused (already reviewed), so no client is created for nothing.
  return { streams: [...streams, streamEvents(reviewRequestsStreamId(practiceId), practiceId, decided.events)], errored };
};
