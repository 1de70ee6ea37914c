import { formatCents } from '../../shared/formatMoney';
import { BookingFlow } from '../booking/BookingFlow';
import { AppLink } from '../navigation/AppLink';
import { NotFoundPage } from '../NotFoundPage';
import { CancellationPolicy } from './CancellationPolicy';
import { LocationList } from './LocationList';
import { PracticeGate } from './PracticeGate';
import { PracticeHeader } from './PracticeHeader';
import type { PublicPractice } from './publicPractice';
import { lengthOptions, serviceDuration } from './serviceText';
import './PracticePage.css';

/** /{shortLink}/services/{id}: one service with its full description, lengths and the booking steps. */
export function ServicePage({ shortLink, serviceId }: { shortLink: string; serviceId: string }) {
  return <PracticeGate shortLink={shortLink}>{(practice) => <ServiceDetail practice={practice} serviceId={serviceId} />}</PracticeGate>;
}

function ServiceDetail({ practice, serviceId }: { practice: PublicPractice; serviceId: string }) {
  const service = practice.services.find((candidate) => candidate.id === serviceId);
  if (!service) {
    return (
      <NotFoundPage title="Service not found" text="This service is no longer offered online.">
        <AppLink className="button button-primary" href={practice.url}>
          See all services
        </AppLink>
      </NotFoundPage>
    );
  }
  const lengths = lengthOptions(service);
  return (
    <main className="page page-wide">
      <PracticeHeader practice={practice} />
      <div className="practice-columns">
        <div className="practice-main">
          <article className="card service-detail" aria-labelledby="service-heading">
            <AppLink className="back-link" href={practice.url}>
              ← All services
            </AppLink>
            <h2 id="service-heading" className="service-title">
              {service.name}
            </h2>
            {service.photoUrl && <img className="service-detail-photo" src={service.photoUrl} alt={service.name} />}
            <ul className="lengths" aria-label="Lengths and prices">
              {lengths.map((length) => (
                <li key={length.id ?? 'own'}>
                  {serviceDuration(service, length.timeLength)} · {formatCents(length.amountCents)}
                </li>
              ))}
            </ul>
            {service.description && <p className="service-full-description">{service.description}</p>}
            {service.addOn && <p className="banner banner-info">This add-on is booked together with a service.</p>}
          </article>
          {!service.addOn && <BookingFlow practice={practice} service={service} />}
        </div>
        <aside className="practice-side">
          <LocationList practice={practice} />
          <CancellationPolicy policy={practice.bookingSettings.cancellationPolicy} />
        </aside>
      </div>
    </main>
  );
}
