import { useCallback, useContext, useState } from 'react';
import { MAP_HEIGHT_PX, MAP_ZOOM, MapViewContext, mapsSearchUrl } from './mapView';
import './LocationMap.css';

/** The map area of an in-person location, with 'Open in maps'; says so when the map cannot load. */
export function LocationMap({ address }: { address: string }) {
  const View = useContext(MapViewContext);
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  return (
    <div className="location-map">
      <div className="map-area" style={{ height: MAP_HEIGHT_PX }}>
        {failed ? <p className="map-fallback">Unable to load map for: {address}</p> : <View query={address} zoom={MAP_ZOOM} onError={onError} />}
      </div>
      <a className="map-link" href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer">
        Open in maps
      </a>
    </div>
  );
}
