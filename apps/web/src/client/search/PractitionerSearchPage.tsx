// /practitioner-search (spec 000 §2.4): the top search box with suggestions, 'Browse virtual
// services', and the practitioners found (photo, name, headline, rating, distance or 'Virtual', a
// link to book), ten per page. The URL holds the search: query, searched_location,
// aroundLatLng[lat], aroundLatLng[lng], virtual=true, activeFilter.
import { useEffect, useState } from 'react';
import { initials } from '../../shared/initials';
import { AppLink } from '../navigation/AppLink';
import { navigate, useCurrentUrl } from '../navigation/navigate';
import { useLoad } from '../reviews/useLoad';
import { LocationBox } from './LocationBox';
import { ResultsMap } from './ResultsMap';
import { SearchBox } from './SearchBox';
import {
  fetchSearch,
  fetchSearchLocation,
  readSearchParams,
  rememberedLocation,
  rememberLocation,
  searchUrl,
  type PractitionerResult,
  type RememberedLocation,
  type SearchParams,
} from './searchCalls';

/** '2026-12-01T09:30:00-07:00' read as the practitioner's wall clock: 'Tue, Dec 1, 9:30 AM'. */
export const formatNextAvailable = (iso: string): string | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) return null;
  const wall = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])));
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(wall);
};
import './search.css';

function Result({ hit, n }: { hit: PractitionerResult; n: number }) {
  const next = hit.nextAvailable ? formatNextAvailable(hit.nextAvailable) : null;
  const place = hit.distanceMiles !== null && hit.distanceMiles !== undefined ? `${hit.distanceMiles.toFixed(1)} mi away` : hit.virtual ? 'Virtual' : null;
  return (
    <li className="card search-result">
      {hit.photoUrl ? (
        <img className="search-photo" src={hit.photoUrl} alt="" />
      ) : (
        <span className="avatar search-photo" aria-hidden="true">
          {initials(hit.name)}
        </span>
      )}
      <div className="search-result-body">
        <h2 className="search-result-name">
          {hit.latitude !== null && hit.latitude !== undefined && <span className="search-result-number">{n}.</span>}
          <AppLink href={`/${hit.shortLink}`}>{hit.name}</AppLink>
          {hit.verified && <span className="search-verified">Verified</span>}
        </h2>
        {hit.headline && <p className="search-headline">{hit.headline}</p>}
        <p className="search-facts muted">
          {hit.rating !== null && hit.rating !== undefined ? (
            <span aria-label={`Rated ${hit.rating} out of 5 from ${hit.reviewCount} reviews`}>
              ★ {hit.rating.toFixed(1)} ({hit.reviewCount})
            </span>
          ) : (
            <span>No reviews yet</span>
          )}
          {place && <span>{place}</span>}
          {hit.virtual && hit.distanceMiles !== null && hit.distanceMiles !== undefined && <span>Virtual too</span>}
        </p>
        <p className="search-next">
          {next ? (
            <>
              Next available: <time dateTime={hit.nextAvailable ?? undefined}>{next}</time>
            </>
          ) : (
            <span className="muted">No openings in the next 2 weeks</span>
          )}
        </p>
      </div>
      <AppLink className="button button-primary search-book" href={`/${hit.shortLink}`} aria-label={`Book with ${hit.name}`}>
        Book
      </AppLink>
    </li>
  );
}

export function PractitionerSearchPage() {
  const { search } = useCurrentUrl();
  const params = readSearchParams(search);
  const key = searchUrl(params);
  const { load, retry } = useLoad(key, () => fetchSearch(params));
  const go = (change: Partial<SearchParams>) => navigate(searchUrl({ ...params, page: 1, ...change }));
  const [locationText, setLocationText] = useState(params.searchedLocation);
  const [locationError, setLocationError] = useState<string | null>(null);
  const hasLocation = params.lat !== null && params.lng !== null;

  useEffect(() => setLocationText(params.searchedLocation), [params.searchedLocation]);

  // The chosen location lasts for the session: kept when the URL has one, restored when it has none.
  useEffect(() => {
    if (params.lat !== null && params.lng !== null) {
      rememberLocation({ searchedLocation: params.searchedLocation, lat: params.lat, lng: params.lng });
      return;
    }
    const remembered = params.virtual ? null : rememberedLocation();
    if (remembered) navigate(searchUrl({ ...params, searchedLocation: remembered.searchedLocation, lat: remembered.lat, lng: remembered.lng }), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const choose = (location: RememberedLocation, change: Partial<SearchParams> = {}) => {
    setLocationError(null);
    rememberLocation(location);
    go({ searchedLocation: location.searchedLocation, lat: location.lat, lng: location.lng, virtual: false, activeFilter: params.activeFilter === 'virtual' ? '' : params.activeFilter, ...change });
  };

  // Search (button or Enter): geocodes a typed location first (its first match); an emptied box drops the location.
  const runSearch = async (query: string) => {
    const typed = locationText.trim();
    if (!typed) {
      rememberLocation(null);
      setLocationError(null);
      go({ query, searchedLocation: '', lat: null, lng: null });
      return;
    }
    if (typed === params.searchedLocation && hasLocation) {
      go({ query });
      return;
    }
    try {
      const found = await fetchSearchLocation({ text: typed });
      if (!found) {
        setLocationError(`No city or neighborhood matches "${typed}". Try another place.`);
        return;
      }
      setLocationText(found.description);
      choose({ searchedLocation: found.description, lat: found.latitude, lng: found.longitude }, { query });
    } catch {
      setLocationError('Places are unavailable right now. Try again.');
    }
  };

  useEffect(() => {
    document.title = params.query ? `${params.query} practitioners` : 'Find a practitioner';
  }, [params.query]);

  const heading = params.query ? `${params.query} practitioners` : 'Practitioners';
  const where = params.virtual ? 'Virtual services' : params.searchedLocation && hasLocation ? `Near ${params.searchedLocation}, nearest first` : null;

  return (
    <main className="page search-page">
      <SearchBox
        initial={params.query}
        onSearch={(query) => void runSearch(query)}
        onPractitioner={(shortLink) => navigate(`/${shortLink}`)}
        extra={<LocationBox text={locationText} onText={setLocationText} onChoose={(location) => choose(location)} />}
      />
      {locationError && (
        <p className="banner banner-error" role="alert">
          {locationError}
        </p>
      )}
      <div className="search-filters">
        <button
          type="button"
          className={`button ${params.virtual ? 'button-primary' : 'button-secondary'}`}
          aria-pressed={params.virtual}
          onClick={() => go({ virtual: !params.virtual, activeFilter: !params.virtual ? 'virtual' : '' })}
        >
          Browse virtual services
        </button>
        {where && <span className="muted">{where}</span>}
      </div>
      <h1>{heading}</h1>
      {load.status === 'loading' && <p className="muted" role="status">Searching…</p>}
      {load.status === 'error' && (
        <div className="banner banner-error" role="alert">
          Search is unavailable right now.{' '}
          <button type="button" className="link-button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {load.status === 'ready' && load.value.nbHits === 0 && (
        <div className="card">
          <p>No practitioners match your search.</p>
          {(params.query || params.virtual) && (
            <button type="button" className="button button-secondary" onClick={() => go({ query: '', virtual: false, activeFilter: '' })}>
              Show all practitioners
            </button>
          )}
        </div>
      )}
      {load.status === 'ready' && load.value.nbHits > 0 && (
        <>
          <p className="muted" role="status">
            {load.value.nbHits} {load.value.nbHits === 1 ? 'practitioner' : 'practitioners'}
          </p>
          <div className="search-layout">
            <ul className="search-results" aria-label="Practitioners">
              {load.value.hits.map((hit, i) => (
                <Result key={hit.id} hit={hit} n={i + 1} />
              ))}
            </ul>
            <ResultsMap hits={load.value.hits} center={hasLocation && !params.virtual ? { lat: params.lat as number, lng: params.lng as number } : null} />
          </div>
          {load.value.nbPages > 1 && (
            <nav className="search-pages" aria-label="Pages">
              <button type="button" className="button button-secondary" disabled={params.page <= 1} onClick={() => go({ page: params.page - 1 })}>
                Previous
              </button>
              <span>
                Page {params.page} of {load.value.nbPages}
              </span>
              <button type="button" className="button button-secondary" disabled={params.page >= load.value.nbPages} onClick={() => go({ page: params.page + 1 })}>
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </main>
  );
}
