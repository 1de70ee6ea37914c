import { formatCents } from '../../shared/formatMoney';
import { AppLink } from '../navigation/AppLink';
import type { PublicPractice, PublicService } from './publicPractice';
import { descriptionPreview, serviceDuration } from './serviceText';

interface Props {
  practice: PublicPractice;
  service: PublicService;
  /** Add-ons are booked with a service, never alone. */
  onBook?: (service: PublicService) => void;
}

export function serviceUrl(practice: PublicPractice, service: PublicService): string {
  return `${practice.url}/services/${encodeURIComponent(service.id)}`;
}

export function ServiceCard({ practice, service, onBook }: Props) {
  const preview = descriptionPreview(service.description);
  const headingId = `service-${service.id}`;
  return (
    <li className="service" aria-labelledby={headingId}>
      {service.photoUrl && <img className="service-photo" src={service.photoUrl} alt="" loading="lazy" />}
      <div className="service-text">
        <h3 id={headingId} className="service-name">
          {onBook ? <AppLink href={serviceUrl(practice, service)}>{service.name}</AppLink> : service.name}
        </h3>
        <p className="service-meta">
          {serviceDuration(service, service.timeLength)} · {formatCents(service.amountCents)}
          {service.variations.length > 0 && <span className="muted"> · {service.variations.length + 1} lengths</span>}
        </p>
        {preview.text && (
          <p className="service-description">
            {preview.text}{' '}
            {preview.cut && onBook && (
              <AppLink href={serviceUrl(practice, service)} aria-label={`Read more about ${service.name}`}>
                Read more
              </AppLink>
            )}
          </p>
        )}
      </div>
      {onBook && (
        <button type="button" className="button button-primary service-book" onClick={() => onBook(service)} aria-label={`Book ${service.name}`}>
          Book
        </button>
      )}
    </li>
  );
}
