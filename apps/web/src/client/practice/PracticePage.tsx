import { BookingFlow } from '../booking/BookingFlow';
import { PracticeEventTypes } from '../events/PracticeEventTypes';
import { PracticeGiftCards } from '../gift-cards/PracticeGiftCards';
import { navigate, navigatedInApp, useCurrentUrl } from '../navigation/navigate';
import { CancellationPolicy } from './CancellationPolicy';
import { LocationList } from './LocationList';
import { PracticeGallery } from './PracticeGallery';
import { PracticeGate } from './PracticeGate';
import { PracticeHeader } from './PracticeHeader';
import { PracticeReviews } from './PracticeReviews';
import { PracticeProfileFacts } from './PracticeProfileFacts';
import type { PublicPractice } from './publicPractice';
import { ServiceList } from './ServiceList';
import './PracticePage.css';

/** /{shortLink}: the practice's public booking page; ?service= opens the booking steps in place of the list. */
export function PracticePage({ shortLink }: { shortLink: string }) {
  return <PracticeGate shortLink={shortLink}>{(practice) => <PracticeOverview practice={practice} />}</PracticeGate>;
}

function PracticeOverview({ practice }: { practice: PublicPractice }) {
  const url = useCurrentUrl();
  const serviceId = url.search.get('service');
  const service = practice.services.find((candidate) => candidate.id === serviceId && !candidate.addOn);
  return (
    <main className="page page-wide">
      <PracticeHeader practice={practice} withAbout />
      <div className="practice-columns">
        <div className="practice-main">
          {service ? (
            <BookingFlow practice={practice} service={service} onChangeService={() => navigate(url.pathname)} focusOnMount={navigatedInApp()} />
          ) : (
            <>
              {/* The profile first (issue 18: credentials, specialties, rating, photos and reviews), then the booking entry points. */}
              <PracticeProfileFacts practice={practice} />
              <PracticeGallery shortLink={practice.shortLink} />
              <PracticeReviews shortLink={practice.shortLink} />
              <ServiceList practice={practice} onBook={(chosen) => navigate(`${url.pathname}?service=${encodeURIComponent(chosen.id)}`)} />
              <PracticeEventTypes shortLink={practice.shortLink} />
              <PracticeGiftCards practice={practice} />
            </>
          )}
        </div>
        <aside className="practice-side">
          <LocationList practice={practice} />
          <CancellationPolicy policy={practice.bookingSettings.cancellationPolicy} />
        </aside>
      </div>
    </main>
  );
}
