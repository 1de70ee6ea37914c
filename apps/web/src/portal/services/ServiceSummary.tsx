import { Box, Chip, Typography } from '@mui/material';
import { descriptionPreview } from './serviceText';
import type { Service } from './types';

/** Name, custom hours, a package's sessions, a 'Private' mark when hidden from the booking page, and the description preview. */
export function ServiceSummary({ service }: { service: Service }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="span" sx={{ fontWeight: 600 }}>
        {service.name}
      </Typography>
      {!service.public && <Chip size="small" label="Private" variant="outlined" sx={{ ml: 1 }} />}
      {service.availableTimesEnabled && <Chip size="small" label="Custom hours" variant="outlined" sx={{ ml: 1 }} />}
      {service.package && <Chip size="small" label={`Package: ${service.numberOfSessions} sessions`} color="primary" variant="outlined" sx={{ ml: 1 }} />}
      <Typography variant="body2" color="text.secondary">
        {descriptionPreview(service.description)}
      </Typography>
    </Box>
  );
}
