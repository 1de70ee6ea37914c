import { Tab, Tabs } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePracticeFlags } from '../practice/usePracticeFlags';

export type ServiceTab = 'services' | 'addons' | 'events' | 'coupons';

const HASHES: Record<ServiceTab, string> = { services: '', addons: '#addons', events: '#events', coupons: '#coupons' };

/**
 * The tab lives in the URL hash (spec 002 §2: none for services, #addons, #events). Event Types
 * only while the practice has bookable events on; #events waits for the flags before falling back.
 */
export function useServiceTab(): ServiceTab {
  const { hash } = useLocation();
  const flags = usePracticeFlags();
  if (hash === '#addons') return 'addons';
  if (hash === '#events' && flags?.bookableEventsEnabled !== false) return 'events';
  if (hash === '#coupons' && flags?.discountCodesEnabled !== false) return 'coupons';
  return 'services';
}

export function ServiceTabs({ value }: { value: ServiceTab }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const flags = usePracticeFlags();
  return (
    <Tabs
      value={value}
      onChange={(_event, next: ServiceTab) => navigate({ pathname, search, hash: HASHES[next] })}
      aria-label="Services"
      variant="scrollable"
      allowScrollButtonsMobile
    >
      <Tab value="services" label="Services & Packages" id="tab-services" aria-controls="services-tabpanel" />
      <Tab value="addons" label="Add-ons" id="tab-addons" aria-controls="services-tabpanel" />
      {(flags?.discountCodesEnabled || value === 'coupons') && (
        <Tab value="coupons" label="Coupons" id="tab-coupons" aria-controls="services-tabpanel" />
      )}
      {(flags?.bookableEventsEnabled || value === 'events') && (
        <Tab value="events" label="Event Types" id="tab-events" aria-controls="services-tabpanel" />
      )}
    </Tabs>
  );
}
