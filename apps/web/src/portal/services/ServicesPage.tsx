import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, Divider, Stack, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList } from 'react-admin';
import type { Location } from '../locations/types';
import { CopyLinkButton } from '../shared/CopyLinkButton';
import { EventTypesTab } from './eventTypes/EventTypesTab';
import { CouponsTab } from './coupons/CouponsTab';
import { ServiceCards } from './ServiceCards';
import { newServiceDraft, ServiceDrawer } from './ServiceDrawer';
import { ServiceTable } from './ServiceTable';
import { ServiceTabs, useServiceTab } from './ServiceTabs';
import { LAST_SERVICE_NOTE, MAX_SERVICES_NOTE } from './serviceMessages';
import { MAX_SERVICES, type Service, type ServiceDraft } from './types';

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

/** /portal/services: tabs Services & Packages and Add-ons, with a flyout to add or edit. */
export function ServicesPage() {
  const tab = useServiceTab();
  const narrow = useMediaQuery('(max-width:767.95px)');
  const services = useGetList<Service>('services', ALL);
  const locations = useGetList<Location>('locations', ALL);
  const [draft, setDraft] = useState<ServiceDraft | null>(null);

  const addOns = tab === 'addons';
  const shown = services.data?.filter((s) => s.addOn === addOns);
  const atLimit = (services.total ?? 0) >= MAX_SERVICES;
  const names = new Map((locations.data ?? []).map((l) => [l.id, l.name]));
  const listProps = {
    services: shown,
    isPending: services.isPending,
    addOns,
    locationName: (id: string) => names.get(id) ?? 'Unknown location',
    onEdit: (service: Service) => setDraft(service),
    // As the server decides: add-ons can always go; the last bookable service stays.
    all: services.data ?? [],
    deleteBlockedBecause: !addOns && services.data?.filter((s) => !s.addOn).length === 1 ? LAST_SERVICE_NOTE : undefined,
  };

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Services" />
      <Card>
        <ServiceTabs value={tab} />
        <Divider />
        <Box id="services-tabpanel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
          {tab === 'events' ? (
            <EventTypesTab />
          ) : tab === 'coupons' ? (
            <CouponsTab />
          ) : (
            <>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 2, flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
                  {atLimit
                    ? MAX_SERVICES_NOTE
                    : addOns
                      ? 'Extras clients can add when they book a service.'
                      : 'What clients can book. Free services are listed first; move paid ones up or down to set their order.'}
                </Typography>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <CopyLinkButton compact={narrow} />
                  <Button
                    variant="contained"
                    startIcon={<AddIcon />}
                    disabled={atLimit || services.isPending}
                    onClick={() => setDraft(newServiceDraft(addOns, locations.data ?? []))}
                  >
                    {addOns ? 'Add add-on' : 'Add service'}
                  </Button>
                </Stack>
              </Stack>
              {services.error ? (
                <Alert severity="error" sx={{ m: 2 }}>
                  Could not load your services. Please try again later.
                </Alert>
              ) : narrow ? (
                <ServiceCards {...listProps} />
              ) : (
                <ServiceTable {...listProps} />
              )}
            </>
          )}
        </Box>
      </Card>
      <ServiceDrawer draft={draft} locations={locations.data ?? []} services={services.data ?? []} onClose={() => setDraft(null)} />
    </Box>
  );
}
