import { describe, expect, it } from '@jest/globals';
import { shortLinkRedirectsProjection as projection } from './short-link-redirects.projection.js';

const recorded = (data: object) => ({ type: 'ProfileInfoUpdated', data, streamId: 'practice-p1' }) as never;

describe('short link redirects', () => {
  it('keeps each former link pointing at its practice', () => {
    const event = recorded({ shortLink: 'new-link', previousShortLink: 'old-link' });
    expect(projection.documentId(event)).toBe('old-link');
    expect(projection.evolve(null, event)).toEqual({ id: 'old-link', practiceId: 'p1' });
  });

  it('ignores profile changes that keep the link', () => {
    expect(projection.documentId(recorded({ headline: 'Hello' }))).toBeNull();
  });
});
