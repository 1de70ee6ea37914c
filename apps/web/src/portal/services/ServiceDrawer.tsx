import { Flyout } from '../layout/Flyout';
import type { Location } from '../locations/types';
import { ServiceForm } from './ServiceForm';
import type { Service, ServiceDraft } from './types';

interface Props {
  draft: ServiceDraft | null;
  locations: Location[];
  services: Service[];
  onClose: () => void;
}

export function ServiceDrawer({ draft, locations, services, onClose }: Props) {
  const noun = draft?.addOn ? 'add-on' : 'service';
  const title = draft?.id ? `Edit ${noun}` : `Add ${noun}`;
  return (
    <Flyout open={draft !== null} title={title} onClose={onClose}>
      {draft && <ServiceForm draft={draft} locations={locations} services={services} onSaved={onClose} onCancel={onClose} />}
    </Flyout>
  );
}

/** A new service's starting values (spec 002 §9: amountCents 0), offered at every active location. */
export function newServiceDraft(addOn: boolean, locations: Location[]): ServiceDraft {
  return {
    name: '',
    description: '',
    timeLength: addOn ? 15 : 60,
    amountCents: 0,
    addOn,
    public: true,
    locationIds: locations.filter((l) => l.state === 'active').map((l) => l.id),
    variations: [],
    package: false,
    numberOfSessions: 5,
    allowedServiceIds: [],
    availableTimes: null,
    availableTimesEnabled: false,
    photoUrl: null,
  };
}
