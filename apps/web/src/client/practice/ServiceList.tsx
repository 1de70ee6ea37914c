import type { PublicPractice, PublicService } from './publicPractice';
import { ServiceCard } from './ServiceCard';

interface Props {
  practice: PublicPractice;
  onBook: (service: PublicService) => void;
}

/**
 * Bookable services in the server's order (free first), then add-ons in their own section. A
 * package is sold by the pro at booking, not online.
 */
export function ServiceList({ practice, onBook }: Props) {
  const services = practice.services.filter((service) => !service.addOn && !service.package);
  const addOns = practice.services.filter((service) => service.addOn);
  return (
    <>
      <section className="card" aria-labelledby="services-heading">
        <h2 id="services-heading" className="section-title">Services</h2>
        {services.length === 0 ? (
          <p className="muted">No services can be booked online right now.</p>
        ) : (
          <ul className="service-list">
            {services.map((service) => (
              <ServiceCard key={service.id} practice={practice} service={service} onBook={onBook} />
            ))}
          </ul>
        )}
      </section>
      {addOns.length > 0 && (
        <section className="card" aria-labelledby="add-ons-heading">
          <h2 id="add-ons-heading" className="section-title">Add-ons</h2>
          <p className="muted">Add these to a service when you book.</p>
          <ul className="service-list">
            {addOns.map((service) => (
              <ServiceCard key={service.id} practice={practice} service={service} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
