import AddIcon from '@mui/icons-material/Add';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ResourceContextProvider, Title, useGetList } from 'react-admin';
import { LocationCard } from './LocationCard';
import { LocationDrawer, locationDraftOf, newLocationDraft } from './LocationDrawer';
import { ONLY_ACTIVE_LOCATION, ONLY_LOCATION_FOR_SERVICE } from './locationMessages';
import { browserTimeZone } from './timeZones';
import type { Location, LocationDraft } from './types';

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

function cannotDisable(location: Location, activeCount: number): string | undefined {
  if (location.onlyLocationForService) return ONLY_LOCATION_FOR_SERVICE;
  if (activeCount <= 1) return ONLY_ACTIVE_LOCATION;
  return undefined;
}

/** /portal/services/locations: the practice's locations, their hours and states. */
export function LocationsPage() {
  return (
    <ResourceContextProvider value="locations">
      <LocationsContent />
    </ResourceContextProvider>
  );
}

function LocationsContent() {
  const { data, meta, isPending, error } = useGetList<Location>('locations', ALL);
  const [draft, setDraft] = useState<LocationDraft | null>(null);
  const activeCount = data?.filter((l) => l.state === 'active').length ?? 0;
  const practiceTimeZone = (meta as { practiceTimeZone?: string } | undefined)?.practiceTimeZone ?? browserTimeZone();

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Locations & Hours" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
          Where you see clients and when they can book there.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} disabled={isPending} onClick={() => setDraft(newLocationDraft(practiceTimeZone))}>
          Add location
        </Button>
      </Stack>
      {isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={32} aria-label="Loading locations" />
        </Box>
      )}
      {error && <Alert severity="error">Could not load your locations. Please try again later.</Alert>}
      {data && data.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <PlaceIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
          <Typography variant="h6" component="p">
            No locations yet.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Add an office, the area you travel to, or a virtual location with its hours.
          </Typography>
        </Box>
      )}
      {data && data.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(340px, 1fr))' } }}>
          {data.map((location) => (
            <LocationCard
              key={location.id}
              location={location}
              cannotDisable={cannotDisable(location, activeCount)}
              onEdit={(l) => setDraft(locationDraftOf(l))}
            />
          ))}
        </Box>
      )}
      <LocationDrawer draft={draft} onClose={() => setDraft(null)} />
    </Box>
  );
}
