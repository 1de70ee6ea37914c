// /practitioner-search (spec 000 §2.4): the top search box with suggestions, 'Browse virtual
// services', and the practitioners found (photo, name, headline, rating, distance or 'Virtual', a
// link to book), ten per page. The URL holds the search: query, searched_location,
// aroundLatLng[lat], aroundLatLng[lng], virtual=true, activeFilter.
import { useEffect } from 'react';
import { initials } from '../../shared/initials';
import { AppLink } from '../navigation/AppLink';
import { navigate, useCurrentUrl } from '../navigation/navigate';
import { useLoad } from '../reviews/useLoad';
import { SearchBox } from './SearchBox';
import { fetchSearch, readSearchParams, searchUrl, type PractitionerResult, type SearchParams } from './searchCalls';
import './search.css';

function Result({ hit }: { hit: PractitionerResult }) {
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

  useEffect(() => {
    document.title = params.query ? `${params.query} practitioners` : 'Find a practitioner';
  }, [params.query]);

  const heading = params.query ? `${params.query} practitioners` : 'Practitioners';
  const where = params.virtual ? 'Virtual services' : params.searchedLocation ? `Near ${params.searchedLocation}` : null;

  return (
    <main className="page search-page">
      <SearchBox initial={params.query} onSearch={(query) => go({ query })} onPractitioner={(shortLink) => navigate(`/${shortLink}`)} />
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
          <ul className="search-results" aria-label="Practitioners">
            {load.value.hits.map((hit) => (
              <Result key={hit.id} hit={hit} />
            ))}
          </ul>
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
