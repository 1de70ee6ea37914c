import type { PublicPractice } from './publicPractice';
import { locationDetail } from './serviceText';

export function LocationList({ practice }: { practice: PublicPractice }) {
  const locations = practice.locations.filter((location) => location.state === 'active');
  if (locations.length === 0) return null;
  return (
    <section className="card" aria-labelledby="locations-heading">
      <h2 id="locations-heading" className="section-title">Locations</h2>
      <ul className="location-list">
        {locations.map((location) => (
          <li key={location.id}>
            <span className="location-name">{location.name}</span> <span className="location-detail muted">{locationDetail(location)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
