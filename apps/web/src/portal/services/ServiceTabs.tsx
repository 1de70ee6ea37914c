import { Tab, Tabs } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';

export type ServiceTab = 'services' | 'addons';

/** The tab lives in the URL hash (spec 002 §2: none for services, #addons). */
export function useServiceTab(): ServiceTab {
  return useLocation().hash === '#addons' ? 'addons' : 'services';
}

export function ServiceTabs({ value }: { value: ServiceTab }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Tabs
      value={value}
      onChange={(_event, next: ServiceTab) => navigate({ pathname, search, hash: next === 'addons' ? '#addons' : '' })}
      aria-label="Services"
      variant="scrollable"
      allowScrollButtonsMobile
    >
      <Tab value="services" label="Services & Packages" id="tab-services" aria-controls="services-tabpanel" />
      <Tab value="addons" label="Add-ons" id="tab-addons" aria-controls="services-tabpanel" />
    </Tabs>
  );
}
