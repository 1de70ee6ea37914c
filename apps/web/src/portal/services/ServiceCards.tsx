import { Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { ServiceEmpty } from './ServiceEmpty';
import { ServiceRowActions } from './ServiceRowActions';
import { ServiceSummary } from './ServiceSummary';
import type { ServiceListProps } from './ServiceTable';
import { durationText, priceText } from './serviceText';

/** Below 768px the table becomes one card per service, with the same buttons. */
export function ServiceCards({ services, isPending, addOns, locationName, onEdit, deleteBlockedBecause, all }: ServiceListProps) {
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label="Loading services" />
      </Box>
    );
  }
  if (!services?.length) return <ServiceEmpty addOns={addOns} />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {services.map((service) => (
        <Card key={service.id} variant="outlined">
          <CardContent sx={{ pb: 1 }}>
            <ServiceSummary service={service} />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {durationText(service)} · {priceText(service)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {service.locationIds.map(locationName).join(', ')}
            </Typography>
            <ServiceRowActions service={service} onEdit={onEdit} deleteBlockedBecause={deleteBlockedBecause} all={all} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
