import type { PublicLocation } from '../practice/publicPractice';
import { locationDetail } from '../practice/serviceText';

interface Props {
  locations: PublicLocation[];
  locationId: string | null;
  onPick: (locationId: string) => void;
}

export function LocationStep({ locations, locationId, onPick }: Props) {
  if (locations.length === 0) {
    return <p className="banner banner-info">This service is not offered at any location right now. Please contact the practitioner.</p>;
  }
  return (
    <ul className="choices">
      {locations.map((location) => (
        <li key={location.id}>
          <button type="button" className="choice choice-stacked" aria-pressed={location.id === locationId} onClick={() => onPick(location.id)}>
            <span className="choice-name">{location.name}</span>
            <span className="choice-meta">{locationDetail(location)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
