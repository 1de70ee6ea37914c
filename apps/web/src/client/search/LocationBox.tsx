// The location box of /practitioner-search (spec 000 §2.4): place autocomplete (localities,
// sublocalities, neighborhoods) and 'Use my current location' (the browser's geolocation). The text
// is the page's (it geocodes the typed text on Enter or Search, first match); picking a place or the
// current location chooses it at once.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fetchPlaceSuggestions, fetchSearchLocation, type PlaceSuggestion, type RememberedLocation } from './searchCalls';

export const CURRENT_LOCATION = 'Current location';

type Option = { kind: 'current' } | { kind: 'place'; place: PlaceSuggestion };

export function LocationBox({
  text,
  onText,
  onChoose,
}: {
  text: string;
  onText: (text: string) => void;
  /** A chosen place with its coordinates. */
  onChoose: (location: RememberedLocation) => void;
}) {
  const [places, setPlaces] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const latest = useRef('');

  useEffect(() => {
    const typed = text.trim();
    latest.current = typed;
    if (!open || !typed || typed === CURRENT_LOCATION) {
      setPlaces([]);
      return;
    }
    const timer = window.setTimeout(() => {
      fetchPlaceSuggestions(typed)
        .then((found) => {
          if (latest.current !== typed) return;
          setPlaces(found);
          setActive(-1);
        })
        .catch(() => latest.current === typed && setPlaces([]));
    }, 120);
    return () => window.clearTimeout(timer);
  }, [text, open]);

  const options: Option[] = [{ kind: 'current' }, ...places.map((place): Option => ({ kind: 'place', place }))];

  const useCurrentLocation = () => {
    setOpen(false);
    if (!('geolocation' in navigator)) {
      setMessage('Your current location is not available in this browser. Type a city instead.');
      return;
    }
    setBusy(true);
    setMessage(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        onText(CURRENT_LOCATION);
        onChoose({ searchedLocation: CURRENT_LOCATION, lat: Math.round(position.coords.latitude * 1e4) / 1e4, lng: Math.round(position.coords.longitude * 1e4) / 1e4 });
      },
      (error) => {
        setBusy(false);
        setMessage(
          error.code === error.PERMISSION_DENIED
            ? 'Location access was denied. Allow it in your browser or type a city instead.'
            : 'Your current location could not be found. Type a city instead.',
        );
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  const pickPlace = (place: PlaceSuggestion) => {
    setOpen(false);
    setMessage(null);
    onText(place.description);
    fetchSearchLocation({ placeId: place.id })
      .then((location) => {
        if (location) onChoose({ searchedLocation: location.description, lat: location.latitude, lng: location.longitude });
        else setMessage('That place could not be found. Try another city.');
      })
      .catch(() => setMessage('Places are unavailable right now. Try again.'));
  };

  const pick = (option: Option) => (option.kind === 'current' ? useCurrentLocation() : pickPlace(option.place));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const last = options.length - 1;
      setActive((i) => (event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (event.key === 'Enter') {
      const option = open && active >= 0 ? options[active] : undefined;
      setOpen(false);
      // Without a highlighted option, Enter submits the search form: the page geocodes the text.
      if (option) {
        event.preventDefault();
        pick(option);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className="search-combo location-combo">
      <input
        type="text"
        role="combobox"
        aria-label="Location"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder="City or neighborhood"
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={(e) => {
          onText(e.target.value);
          setMessage(null);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} role="listbox" className="suggest-list" aria-label="Places">
          {options.map((o, i) => (
            <li
              key={o.kind === 'current' ? 'current' : o.place.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`suggest-option${i === active ? ' is-active' : ''}${o.kind === 'current' ? ' suggest-current' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(o)}
            >
              {o.kind === 'current' ? (
                <span>Use my current location</span>
              ) : (
                <>
                  <span>{o.place.mainText}</span>
                  <span className="muted suggest-detail">{o.place.secondaryText}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {busy && (
        <p className="muted location-message" role="status">
          Finding your location…
        </p>
      )}
      {message && (
        <p className="location-message location-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
