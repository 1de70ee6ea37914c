// The map port of the client pages: LocationMap asks a MapView to draw a place and shows the
// spec's fallback when it cannot (spec 000 §2.2, §8). The embedded default draws nothing and
// reports failure at once: no tile provider is configured and nothing is fetched, so the page
// works offline and in tests. A real provider is a MapView given through MapViewContext.
import { createContext, useEffect, type ComponentType } from 'react';

/** spec 000 §9: map zoom 14, map height 144 px. */
export const MAP_ZOOM = 14;
export const MAP_HEIGHT_PX = 144;

export interface MapViewProps {
  /** What to look up: the location's one-line address. */
  query: string;
  zoom: number;
  /** Call when the map cannot be drawn (no network, no key, unknown place). */
  onError: () => void;
}

export type MapView = ComponentType<MapViewProps>;

/** The embedded default: there are no map tiles to load, so it fails straight away. */
export function NoTilesMapView({ onError }: MapViewProps) {
  useEffect(() => onError(), [onError]);
  return null;
}

export const MapViewContext = createContext<MapView>(NoTilesMapView);

/** Opens the address in a maps site (a link the visitor follows; the page itself loads nothing). */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
