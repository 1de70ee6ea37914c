// The public homepage / (spec 002 §2 Other, §9 homepage constants): the hero with the search box
// (a therapy goes to /practitioner-search, a practitioner to their page) and a Find a practitioner
// button that sticks to the screen once the hero's own has scrolled away, 'Recent client reviews',
// 'Explore holistic services' (13 categories, then 'Show all services', on mobile), the apply banner
// and the bottom banner. A light page: no react-admin.
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../navigation/AppLink';
import { navigate } from '../navigation/navigate';
import { useLoad } from '../reviews/useLoad';
import { SearchBox } from '../search/SearchBox';
import '../search/search.css';
import { fetchCategories, fetchRecentReviews, searchFor, type Category } from './homeCalls';
import { ReviewCarousel } from './ReviewCarousel';
import './home.css';

/** Categories on a phone before 'Show all services'. */
export const MOBILE_CATEGORIES = 13;
/** Apply Now opens the portal's sign-up (the spec's external application page is ours). */
const APPLY_URL = '/portal/sign-up';

export function HomePage() {
  const heroButton = useRef<HTMLDivElement>(null);
  const [sticky, setSticky] = useState(false);

  useEffect(() => {
    document.title = 'Book with 4000+ holistic practitioners';
    const button = heroButton.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    // Sticky once the hero's button is above the top of the screen (not while it is still below).
    const observer = new IntersectionObserver(([entry]) => setSticky(!!entry && !entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(button);
    return () => observer.disconnect();
  }, []);

  return (
    <main className="home">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-inner">
          <h1 id="home-hero-title">Book with 4000+ holistic practitioners</h1>
          <SearchBox initial="" onSearch={(query) => navigate(searchFor(query || undefined))} onPractitioner={(shortLink) => navigate(`/${shortLink}`)} />
          <div ref={heroButton} className="home-hero-action">
            <AppLink className="button button-primary home-find" href={searchFor()}>
              Find a practitioner
            </AppLink>
          </div>
        </div>
      </section>
      {sticky && (
        <div className="home-sticky">
          <AppLink className="button button-primary home-find" href={searchFor()}>
            Find a practitioner
          </AppLink>
        </div>
      )}
      <RecentReviews />
      <Services />
      <section className="home-apply" aria-labelledby="home-apply-title">
        <div className="home-inner home-apply-inner">
          <div>
            <h2 id="home-apply-title">
              <a href="/pro">Join as a practitioner</a>
            </h2>
            <p>Get booked by new clients, take payments and grow your practice.</p>
          </div>
          <a className="button button-primary" href={APPLY_URL}>
            Apply Now
          </a>
        </div>
      </section>
      <section className="home-bottom" aria-labelledby="home-bottom-title">
        <div className="home-inner">
          <h2 id="home-bottom-title">Explore over 4,000+ holistic practitioners</h2>
          <AppLink className="button button-secondary" href={searchFor()}>
            Find a practitioner
          </AppLink>
        </div>
      </section>
    </main>
  );
}

function RecentReviews() {
  const { load } = useLoad('recent', fetchRecentReviews);
  if (load.status !== 'ready' || load.value.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-reviews-title">
      <div className="home-inner">
        <h2 id="home-reviews-title" className="home-section-title">
          Recent client reviews
        </h2>
        <ReviewCarousel reviews={load.value} />
      </div>
    </section>
  );
}

function Services() {
  const { load } = useLoad('categories', fetchCategories);
  const [all, setAll] = useState(false);
  if (load.status !== 'ready' || load.value.length === 0) return null;
  const categories: Category[] = load.value;
  const more = categories.length > MOBILE_CATEGORIES && !all;
  return (
    <section className="home-section" aria-labelledby="home-services-title">
      <div className="home-inner">
        <h2 id="home-services-title" className="home-section-title">
          Explore holistic services
        </h2>
        <ul className={`home-categories${more ? ' is-clamped' : ''}`}>
          {categories.map((c, i) => (
            <li key={c.name} className={i >= MOBILE_CATEGORIES ? 'home-category-extra' : undefined}>
              <AppLink className="home-category" href={searchFor(c.name)}>
                {c.name}
              </AppLink>
            </li>
          ))}
        </ul>
        {more && (
          <button type="button" className="button button-secondary home-show-all" onClick={() => setAll(true)}>
            Show all services
          </button>
        )}
      </div>
    </section>
  );
}
