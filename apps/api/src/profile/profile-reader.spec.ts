import { defaultWeeklyHours } from '#app/availability';
import type { PracticeDocument, ProfileDocument } from '#projections';
import { profileFactsOf } from './profile-reader.js';
import { parseApproveCredentialArgs } from './cli/run-approve-credential.js';

const profile: ProfileDocument = { id: 'p1', credentials: [], gallery: [], completedModalDismissed: false };
const closed = Object.fromEntries(Object.entries(defaultWeeklyHours()).map(([day, hours]) => [day, { ...hours, enabled: false }]));
const practice = (over: Partial<PracticeDocument> & Record<string, unknown> = {}) =>
  ({ services: [], locations: [], owner: { name: 'Sam Rivera' }, shortLink: 'x', ...over }) as unknown as PracticeDocument;

describe('profileFactsOf', () => {
  it('a location counts with hours on an enabled day, and not when disabled', () => {
    const open = { state: 'active', availableTimes: defaultWeeklyHours() };
    expect(profileFactsOf(practice({ locations: [open] as never }), profile, 0).hasLocationWithHours).toBe(true);
    expect(profileFactsOf(practice({ locations: [{ ...open, state: 'disabled' }] as never }), profile, 0).hasLocationWithHours).toBe(false);
    expect(profileFactsOf(practice({ locations: [{ ...open, availableTimes: closed }] as never }), profile, 0).hasLocationWithHours).toBe(false);
  });
  it('headline, about and photo are read from the profile on the practice when set; an approved credential and a review verify', () => {
    const facts = profileFactsOf(practice({ profile: { headline: 'Deep tissue', about: ' ', photoUrl: '/files/a' } as never, services: [{}] as never }), { ...profile, credentials: [{ state: 'approved' }] as never }, 2);
    expect(facts).toMatchObject({ hasHeadline: true, hasAbout: false, hasPhoto: true, hasService: true, hasApprovedCredential: true, hasReview: true });
    expect(profileFactsOf(null, profile, 0)).toMatchObject({ hasPhoto: false, hasService: false, hasReview: false });
  });
});

describe('credentials:approve arguments', () => {
  it('a practice, then optionally a credential id', () => {
    expect(parseApproveCredentialArgs(['maya-chen-massage'])).toEqual({ practice: 'maya-chen-massage', credentialId: null });
    expect(parseApproveCredentialArgs([])).toHaveProperty('error');
    expect(parseApproveCredentialArgs(['x', 'not-an-id'])).toHaveProperty('error');
    expect(parseApproveCredentialArgs(['x', '0B6F5C1E-7D0A-4A43-9A5E-2B3C4D5E6F70'])).toEqual({ practice: 'x', credentialId: '0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70' });
  });
});
