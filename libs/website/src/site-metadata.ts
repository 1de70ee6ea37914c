// generateSiteMetadata and generateImageAltText without any outside AI service: a deterministic
// template over what the practice already says about itself (name, services, location).
import type { WebsiteMetadata } from './website.js';
import { METADATA_MAX_LENGTH } from './website-rules.js';

export interface PracticeFacts {
  name: string;
  /** Public, non add-on services, in the practice's order. */
  services: string[];
  /** "City, State" of its first in-person location, or null. */
  place: string | null;
}

const cut = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const generateSiteMetadata = ({ name, services, place }: PracticeFacts): WebsiteMetadata => {
  const primary = services[0] ?? null;
  const title = [name, primary, place].filter(Boolean).join(' | ');
  const offered = services.length > 0 ? `offers ${list(services.slice(0, 4))}` : 'welcomes new clients';
  const description = `${name} ${offered}${place ? ` in ${place}` : ''}. Book online today.`;
  return {
    title: cut(title, METADATA_MAX_LENGTH.title),
    description: cut(description, METADATA_MAX_LENGTH.description),
    ogSiteName: cut(name, METADATA_MAX_LENGTH.ogSiteName),
    primaryModality: primary ? cut(primary, METADATA_MAX_LENGTH.primaryModality) : null,
  };
};

/** The alt text of an image on the practice's pages, from its context (what it shows, whose, where). */
export const generateImageAltText = (context: { practiceName: string; subject?: string | null; place?: string | null }): string => {
  const subject = context.subject?.trim();
  const base = subject ? `${subject} at ${context.practiceName}` : `${context.practiceName}`;
  return cut(context.place ? `${base} in ${context.place}` : base, 125);
};
