// The results map area (issue 18): no map tiles are configured offline (the maps port's default
// loads nothing), so this draws the honest part only: each result with coordinates as a numbered pin
// placed by latitude/longitude in a box around them, the searched location as a dot. Positions are
// the practitioners' cities, not street addresses.
import type { PractitionerResult } from './searchCalls';

interface Point {
  lat: number;
  lng: number;
}

export function ResultsMap({ hits, center }: { hits: PractitionerResult[]; center: Point | null }) {
  const pins = hits
    .map((hit, i) => ({ hit, n: i + 1 }))
    .filter(({ hit }) => typeof hit.latitude === 'number' && typeof hit.longitude === 'number');
  if (pins.length === 0) return null;
  const points: Point[] = [...pins.map(({ hit }) => ({ lat: hit.latitude as number, lng: hit.longitude as number })), ...(center ? [center] : [])];
  const minLat = Math.min(...points.map((p) => p.lat));
  const maxLat = Math.max(...points.map((p) => p.lat));
  const minLng = Math.min(...points.map((p) => p.lng));
  const maxLng = Math.max(...points.map((p) => p.lng));
  // A little room around the pins; a single place sits in the middle.
  const spanLat = Math.max(maxLat - minLat, 0.05);
  const spanLng = Math.max(maxLng - minLng, 0.05);
  const x = (lng: number) => 8 + ((lng - (minLng + maxLng) / 2 + spanLng / 2) / spanLng) * 84;
  const y = (lat: number) => 14 + (((minLat + maxLat) / 2 + spanLat / 2 - lat) / spanLat) * 78;
  return (
    <figure className="results-map" aria-label="Results map">
      <div className="results-map-area">
        {center && <span className="results-map-center" style={{ left: `${x(center.lng)}%`, top: `${y(center.lat)}%` }} title="Searched location" />}
        {pins.map(({ hit, n }) => (
          <span
            key={hit.id}
            className="results-map-pin"
            style={{ left: `${x(hit.longitude as number)}%`, top: `${y(hit.latitude as number)}%` }}
            title={hit.name}
            aria-label={`${n}. ${hit.name}`}
          >
            {n}
          </span>
        ))}
      </div>
      <figcaption className="muted">Approximate positions by city. No map tiles are loaded.</figcaption>
    </figure>
  );
}
