import { practicePageShortLink } from './practice-page-policy.js';

describe("a practice's public page paths (where its scripts may run)", () => {
  it("takes the short link of /{shortLink} and its sub-pages", () => {
    expect(practicePageShortLink('/Maya-Chen-Massage')).toBe('maya-chen-massage');
    expect(practicePageShortLink('/maya-chen-massage/services/abc')).toBe('maya-chen-massage');
    expect(practicePageShortLink('/maya-chen-massage/sunrise-yoga/')).toBe('maya-chen-massage');
  });

  it("never the product's own pages, the API or files", () => {
    for (const path of ['/', '/portal/website/settings', '/m/c/token', '/i/r/maya', '/graphql', '/files/x.jpg', '/assets/index.js', '/favicon.ico', '/support/appointments/1/story.csv', '/manage_event_registrations/t']) {
      expect(practicePageShortLink(path)).toBeNull();
    }
  });
});
