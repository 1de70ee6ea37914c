import { DomainError } from '#app/es';
import type { ClientState } from '#app/clients';
import { checkBulkRows, decideBulkReviewRequests, type BulkRowGiven } from './bulk-review-requests.decide.js';
import { ReviewMessages as M } from './review-messages.js';
import { initialReviewRequestsState, reviewRequestKey, type ReviewRequest, type ReviewRequestsState } from './review-requests.js';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const link = (clientId: string) => `https://app.test/i/r/calm?client_id=${clientId}`;
const row = (firstName: string, phone: string, extra: Partial<BulkRowGiven> = {}): BulkRowGiven => ({
  row: { firstName, phone }, returning: null, alreadyReviewed: false, newClientId: `new-${firstName}`, noteId: `note-${firstName}`, ...extra,
});
const returning = (clientId: string, email: string | null): { clientId: string; state: ClientState } => ({
  clientId,
  state: { status: 'active', clientId, practiceId: 'p1', customPrices: {}, profile: { firstName: 'Beth', lastName: 'Lee', email, phone: '+15555550101' } } as unknown as ClientState,
});
const pendingState = (n: number): ReviewRequestsState => {
  const requests: Record<string, ReviewRequest> = {};
  for (let i = 0; i < n; i++) {
    requests[reviewRequestKey(`c${i}`, null)] = {
      practiceId: 'p1', clientId: `c${i}`, appointmentId: null, firstName: 'X', email: null, phone: null, reviewLink: '', requireConfirmation: false, reviewId: null,
      channels: ['sms'], automatic: false, requestedAt: NOW.toISOString(), status: 'pending', sentCount: 1,
    };
  }
  return { requests };
};
const decide = (rows: BulkRowGiven[], requests = initialReviewRequestsState()) => decideBulkReviewRequests({ practiceId: 'p1', rows, reviewLink: link, now: NOW }, { requests });

describe('checkBulkRows', () => {
  it('drops blank rows, refuses incomplete ones with their messages, normalises the phones of the rest', () => {
    const { valid, errored } = checkBulkRows([
      { firstName: ' ', phone: '' },
      { firstName: 'Ann', phone: '(555) 555-0100' },
      { firstName: '', phone: '(555) 555-0102' },
      { firstName: 'Cy', phone: '555' },
      { firstName: 'Di', phone: '(000) 000-00000' },
    ]);
    expect(valid).toEqual([{ firstName: 'Ann', phone: '+15555550100' }]);
    expect(errored).toEqual([
      { firstName: '', phone: '(555) 555-0102', email: null, errors: [M.importFirstNameRequired] },
      { firstName: 'Cy', phone: '555', email: null, errors: [M.importPhoneRequired] },
      { firstName: 'Di', phone: '(000) 000-00000', email: null, errors: [M.importPhoneRequired] },
    ]);
  });

  it('refuses more rows than could ever be asked, before reading anything', () => {
    expect(() => checkBulkRows(Array.from({ length: 101 }, () => ({ firstName: 'Ann', phone: '(555) 555-0100' })))).toThrow(new DomainError(M.bulkTooMany));
    expect(checkBulkRows(Array.from({ length: 100 }, () => ({ firstName: 'Ann', phone: '(555) 555-0100' }))).valid).toHaveLength(100);
  });

  it('refuses a form with nothing in it', () => {
    expect(() => checkBulkRows([{ firstName: '', phone: ' ' }])).toThrow(new DomainError(M.bulkNoRows));
  });
});

describe('decideBulkReviewRequests', () => {
  it('creates an invited client for a new phone and asks them by text with their link', () => {
    const { streams, errored } = decide([row('Ann', '+15555550100')]);
    expect(errored).toEqual([]);
    expect(streams.map((s) => s.streamId)).toEqual(['clientPhone-p1-+15555550100', 'client-new-Ann', 'reviewRequests-p1']);
    expect(streams[1]!.events[0]).toMatchObject({ type: 'ClientCreated', data: { clientId: 'new-Ann', firstName: 'Ann', clientType: 'invited', phone: '+15555550100' } });
    expect(streams[2]!.events).toEqual([{
      type: 'ReviewRequested',
      data: {
        practiceId: 'p1', clientId: 'new-Ann', appointmentId: null, firstName: 'Ann', email: null, phone: '+15555550100', reviewLink: link('new-Ann'),
        requireConfirmation: false, reviewId: null, channels: ['sms'], automatic: false, requestedAt: NOW.toISOString(),
      },
    }]);
  });

  it('finds a returning client by phone and e-mails them too', () => {
    const { streams } = decide([row('Bee', '+15555550101', { returning: returning('c-beth', 'beth@example.com') })]);
    expect(streams.map((s) => s.streamId)).toEqual(['reviewRequests-p1']);
    expect(streams[0]!.events[0]).toMatchObject({ data: { clientId: 'c-beth', firstName: 'Beth', email: 'beth@example.com', channels: ['sms', 'email'] } });
  });

  it('asks one client once for two rows with one phone', () => {
    const { streams } = decide([row('Ann', '+15555550100'), row('Annie', '+15555550100')]);
    expect(streams.find((s) => s.streamId === 'reviewRequests-p1')!.events).toHaveLength(1);
  });

  it('returns a client who already reviewed as an errored row', () => {
    const { streams, errored } = decide([row('Bee', '+15555550101', { returning: returning('c-beth', null), alreadyReviewed: true }), row('Ann', '+15555550100')]);
    expect(errored).toEqual([{ firstName: 'Beth', phone: '+15555550101', email: null, errors: [M.requestCompleted] }]);
    expect(streams.find((s) => s.streamId === 'reviewRequests-p1')!.events).toHaveLength(1);
  });

  it('refuses the whole form when pending requests and new ones would pass 10', () => {
    const rows = [row('Ann', '+15555550100'), row('Bob', '+15555550102')];
    expect(decide(rows, pendingState(8)).streams.at(-1)!.events).toHaveLength(2);
    expect(() => decide(rows, pendingState(9))).toThrow(new DomainError(M.bulkTooMany));
  });
});
