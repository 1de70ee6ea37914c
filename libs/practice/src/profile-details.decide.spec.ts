import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '#testing/es';
import type { PracticeEvent } from './practice.js';
import { evolvePractice, type PracticeState } from './practice.js';
import { ProfileDetailsMessages as M, profileDetailsDecider, type ProfileDetailsCommand, type UpdateInfo } from './profile-details.decide.js';
import { withoutScheme } from './profile-details.js';

const spec = deciderSpec(profileDetailsDecider);
const created: PracticeEvent = {
  type: 'PracticeCreated',
  data: { practiceId: 'p', name: 'Calm Hands', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 's@example.com', phone: null } },
};
const info = (i: UpdateInfo): ProfileDetailsCommand => ({ type: 'UpdateInfo', info: i });
const portland = { placeId: 'us-or-portland', name: 'Portland, OR, US', latitude: 45.52, longitude: -122.68 };

describe('updateInfo (spec 002 §5 Profile)', () => {
  it('records what changed, trimmed', () => {
    spec.given([created]).when(info({ title: ' LMT ', headline: 'Deep tissue', about: 'Ten years of practice', place: portland }))
      .then([{ type: 'ProfileInfoUpdated', data: { title: 'LMT', headline: 'Deep tissue', about: 'Ten years of practice', place: portland } }]);
    spec.given([created]).when(info({ name: 'Calm Hands', shortLink: 'CALM' })).thenNothingHappens();
  });

  it('name, title, headline and about need at least 2 characters; headline at most 200', () => {
    spec.given([created]).when(info({ name: 'A' })).thenThrows(M.name);
    spec.given([created]).when(info({ title: ' x ' })).thenThrows(M.title);
    spec.given([created]).when(info({ headline: 'x' })).thenThrows(M.headlineShort);
    spec.given([created]).when(info({ headline: 'x'.repeat(201) })).thenThrows(M.headlineLong);
    spec.given([created]).when(info({ headline: 'x'.repeat(200) })).then([{ type: 'ProfileInfoUpdated', data: { headline: 'x'.repeat(200) } }]);
    spec.given([created]).when(info({ about: '' })).thenThrows(M.about);
  });

  it('the short link is lower-cased, stripped to a-z 0-9 - _, and remembers the link it replaces', () => {
    spec.given([created]).when(info({ shortLink: 'Calm Hands_2!' })).then([{ type: 'ProfileInfoUpdated', data: { shortLink: 'calmhands_2', previousShortLink: 'calm' } }]);
    spec.given([created]).when(info({ shortLink: '!!' })).thenThrows(M.shortLinkEmpty);
  });

  it("refuses another practice's link (also a former one) and the product's own paths", () => {
    spec.given([created]).when(info({ shortLink: 'taken', shortLinkTakenByOther: true })).thenThrows('This short link is already in use.');
    spec.given([created]).when(info({ shortLink: 'portal' })).thenThrows(M.shortLinkTaken);
  });

  it('a place the search does not know is refused', () => {
    spec.given([created]).when(info({ place: null })).thenThrows(M.unknownPlace);
  });

  it('folds: the practice takes the new name and link, the profile keeps its former links', () => {
    const events: PracticeEvent[] = [created, { type: 'ProfileInfoUpdated', data: { name: 'Calmer', shortLink: 'calmer', previousShortLink: 'calm' } }, { type: 'ProfileInfoUpdated', data: { shortLink: 'calmest', previousShortLink: 'calmer' } }];
    const state = events.reduce<PracticeState>(evolvePractice, { status: 'none' });
    expect(state.status === 'active' && [state.practice.name, state.practice.shortLink, state.profile?.formerShortLinks]).toEqual(['Calmer', 'calmest', ['calm', 'calmer']]);
  });
});

describe('updateUserPhoto', () => {
  it('records a new photo once', () => {
    const photo: PracticeEvent = { type: 'ProfilePhotoUpdated', data: { photoUrl: '/files/a.png' } };
    spec.given([created]).when({ type: 'UpdatePhoto', photoUrl: '/files/a.png' }).then([photo]);
    spec.given([created, photo]).when({ type: 'UpdatePhoto', photoUrl: '/files/a.png' }).thenNothingHappens();
  });
});

describe('updatePracticeDetails (spec 002 §7; null values omitted)', () => {
  const details = (d: object): ProfileDetailsCommand => ({ type: 'UpdatePracticeDetails', details: d });
  it('records choices from the shipped lists and the socials', () => {
    spec.given([created]).when(details({ languageIds: ['english', 'spanish', 'english'], instagram: ' instagram.com/calm ' }))
      .then([{ type: 'PracticeDetailsUpdated', data: { languageIds: ['english', 'spanish'], instagram: 'instagram.com/calm' } }]);
  });

  it('refuses ids outside the lists and values that are not web addresses', () => {
    spec.given([created]).when(details({ workWithIds: ['dragons'] })).thenThrows(M.unknownChoice);
    spec.given([created]).when(details({ facebook: 'not a link' })).thenThrows(M.badUrl);
  });

  it('takes the practice location with the details (spec 002 §7 sends locationId here too)', () => {
    spec.given([created]).when({ type: 'UpdatePracticeDetails', details: { workWithIds: ['athletes'] }, place: portland })
      .then([{ type: 'ProfileInfoUpdated', data: { place: portland } }, { type: 'PracticeDetailsUpdated', data: { workWithIds: ['athletes'] } }]);
    spec.given([created]).when({ type: 'UpdatePracticeDetails', details: {}, place: null }).thenThrows(M.unknownPlace);
  });

  it('an empty value clears a link', () => {
    const set: PracticeEvent = { type: 'PracticeDetailsUpdated', data: { youtube: 'youtube.com/calm' } };
    spec.given([created, set]).when(details({ youtube: '' })).then([{ type: 'PracticeDetailsUpdated', data: { youtube: null } }]);
  });

  it('the website is for the website plan only', () => {
    spec.given([created]).when(details({ website: 'calm.example.com' })).thenThrows(M.websitePlanOnly);
    spec.given([created, { type: 'PracticeFlagsSet', data: { websitePlan: true } }]).when(details({ website: 'https://calm.example.com' }))
      .then([{ type: 'PracticeDetailsUpdated', data: { website: 'https://calm.example.com' } }]);
  });

  it('links are shown without the scheme', () => {
    expect(withoutScheme('https://www.calm.example.com/')).toBe('www.calm.example.com');
    expect(withoutScheme('instagram.com/calm')).toBe('instagram.com/calm');
  });
});
