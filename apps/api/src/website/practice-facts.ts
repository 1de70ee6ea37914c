// What generateSiteMetadata and generateImageAltText know of a practice: its name, its public
// services (add-ons left out) and the city of its first active in-person location.
import type { PracticeState } from '#app/practice';
import type { PracticeFacts } from '#app/website';

export const practiceFactsOf = (state: PracticeState): PracticeFacts | null => {
  if (state.status !== 'active') return null;
  const services = [...state.services.values()].filter((s) => s.public && !s.addOn).map((s) => s.name);
  const location = [...state.locations.values()].find((l) => l.state === 'active' && l.kind !== 'virtual' && (l.city || l.stateProvince));
  const place = location ? [location.city, location.stateProvince].filter(Boolean).join(', ') : null;
  return { name: state.practice.name, services, place };
};
