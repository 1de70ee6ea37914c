import { DomainError } from '#app/es';
import { decideFeatureRequest, featureRequestStreamId } from './feature-request.js';

const now = new Date('2026-12-01T10:00:00.000Z');

describe('decideFeatureRequest', () => {
  it('records the vote with who asked, when given', () => {
    expect(decideFeatureRequest({ name: ' video_review ', userId: null, clientId: '0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70', now })).toEqual([
      { type: 'FeatureRequested', data: { name: 'video_review', userId: null, clientId: '0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70', requestedAt: now.toISOString() } },
    ]);
    expect(featureRequestStreamId('r1')).toBe('featureRequest-r1');
  });

  it('refuses a name that is no feature and drops ids of another shape', () => {
    expect(() => decideFeatureRequest({ name: '<b>', userId: null, clientId: null, now })).toThrow(DomainError);
    expect(() => decideFeatureRequest({ name: 42, userId: null, clientId: null, now })).toThrow('Unknown feature.');
    expect(decideFeatureRequest({ name: 'video_review', userId: "1' or 1=1", clientId: null, now })[0].data.userId).toBeNull();
  });
});
