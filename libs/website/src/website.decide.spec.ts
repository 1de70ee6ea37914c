import { deciderSpec } from '#testing/es';
import { websiteDecider } from './website.decide.js';
import { generateImageAltText, generateSiteMetadata } from './site-metadata.js';
import type { WebsiteEvent } from './website.js';

const spec = deciderSpec(websiteDecider);
const titled: WebsiteEvent = { type: 'WebsiteMetadataChanged', data: { practiceId: 'p1', field: 'title', value: 'Maya Chen Massage' } };
const head: WebsiteEvent = { type: 'PracticeScriptsChanged', data: { practiceId: 'p1', field: 'headScripts', value: '<script>1</script>' } };

describe('website decider', () => {
  it('changes one SEO field, trimmed; the same value again changes nothing; empty clears it', () => {
    spec.given([]).when({ type: 'ChangeWebsiteMetadata', practiceId: 'p1', field: 'title', value: '  Maya Chen Massage ' }).then([titled]);
    spec.given([titled]).when({ type: 'ChangeWebsiteMetadata', practiceId: 'p1', field: 'title', value: 'Maya Chen Massage' }).thenNothingHappens();
    spec.given([titled]).when({ type: 'ChangeWebsiteMetadata', practiceId: 'p1', field: 'title', value: ' ' }).then([
      { type: 'WebsiteMetadataChanged', data: { practiceId: 'p1', field: 'title', value: null } },
    ]);
  });

  it('refuses an unknown field, a too long value and a line break', () => {
    spec.given([]).when({ type: 'ChangeWebsiteMetadata', practiceId: 'p1', field: 'keywords', value: 'x' }).thenThrows('Unknown field.');
    spec.given([]).when({ type: 'ChangeWebsiteMetadata', practiceId: 'p1', field: 'title', value: 'x'.repeat(71) }).thenThrows('Title must be at most 70 characters.');
    spec.given([]).when({ type: 'ChangeWebsiteMetadata', practiceId: 'p1', field: 'description', value: 'a\nb' }).thenThrows('Description must be on one line.');
  });

  it('changes only the scripts sent and changed; refuses more than 20 KB', () => {
    spec.given([]).when({ type: 'ChangePracticeScripts', practiceId: 'p1', headScripts: '<script>1</script>' }).then([head]);
    spec.given([head]).when({ type: 'ChangePracticeScripts', practiceId: 'p1', headScripts: '<script>1</script>', bodyScripts: '<p>hi</p>' }).then([
      { type: 'PracticeScriptsChanged', data: { practiceId: 'p1', field: 'bodyScripts', value: '<p>hi</p>' } },
    ]);
    spec.given([head]).when({ type: 'ChangePracticeScripts', practiceId: 'p1', headScripts: '' }).then([
      { type: 'PracticeScriptsChanged', data: { practiceId: 'p1', field: 'headScripts', value: null } },
    ]);
    spec.given([]).when({ type: 'ChangePracticeScripts', practiceId: 'p1', bodyScripts: 'x'.repeat(20 * 1024 + 1) }).thenThrows('Body scripts must be at most 20 KB.');
  });

  it('applies generated metadata as one event', () => {
    const metadata = generateSiteMetadata({ name: 'Maya Chen Massage', services: ['Deep Tissue Massage', 'Hot Stone'], place: 'Brooklyn, NY' });
    spec.given([]).when({ type: 'ApplyGeneratedMetadata', practiceId: 'p1', metadata }).then([{ type: 'WebsiteMetadataGenerated', data: { practiceId: 'p1', ...metadata } }]);
  });
});

describe('generated metadata and alt text (a template, no outside service)', () => {
  it('builds the four fields from the name, services and place', () => {
    expect(generateSiteMetadata({ name: 'Maya Chen Massage', services: ['Deep Tissue Massage', 'Hot Stone', 'Prenatal'], place: 'Brooklyn, NY' })).toEqual({
      title: 'Maya Chen Massage | Deep Tissue Massage | Brooklyn, NY',
      description: 'Maya Chen Massage offers Deep Tissue Massage, Hot Stone and Prenatal in Brooklyn, NY. Book online today.',
      ogSiteName: 'Maya Chen Massage',
      primaryModality: 'Deep Tissue Massage',
    });
    expect(generateSiteMetadata({ name: 'Calm', services: [], place: null })).toEqual({ title: 'Calm', description: 'Calm welcomes new clients. Book online today.', ogSiteName: 'Calm', primaryModality: null });
  });

  it('keeps the title within 70 characters', () => {
    expect(generateSiteMetadata({ name: 'N'.repeat(80), services: [], place: null }).title).toHaveLength(70);
  });

  it('describes an image from its context', () => {
    expect(generateImageAltText({ practiceName: 'Maya Chen Massage', subject: 'Hot Stone', place: 'Brooklyn, NY' })).toBe('Hot Stone at Maya Chen Massage in Brooklyn, NY');
    expect(generateImageAltText({ practiceName: 'Maya Chen Massage' })).toBe('Maya Chen Massage');
  });
});
