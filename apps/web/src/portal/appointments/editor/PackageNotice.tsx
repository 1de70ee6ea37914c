import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { ClientChoice } from '../../calendar/calendarTypes';
import { formatCents } from '../../../shared/formatMoney';
import { sessionsLeftText, type PackageUse } from './packageBooking';

/** The chosen client's open packages (spec 000 §3 openPackages), in the booking flyout. */
export function OpenPackagesList({ client }: { client: ClientChoice | null }) {
  const open = client?.openPackages ?? [];
  if (open.length === 0) return null;
  return (
    <Box aria-label="Open packages" role="group">
      <Typography variant="caption" color="text.secondary">
        Open packages
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        {open.map((p) => (
          <Chip key={p.id} size="small" color="primary" variant="outlined" label={sessionsLeftText(p)} />
        ))}
      </Stack>
    </Box>
  );
}

/** What booking the package service does: a prepaid session of the open package, or a new package sold. */
export function PackageNotice({ use, priceCents }: { use: PackageUse; priceCents: number | null }) {
  const { service, open } = use;
  if (open) {
    return (
      <Alert severity="info" data-testid="package-notice">
        Uses a prepaid session of {sessionsLeftText(open)}.
      </Alert>
    );
  }
  return (
    <Alert severity="info" data-testid="package-notice">
      Sells a new package of {service.numberOfSessions} sessions{priceCents !== null ? ` for ${formatCents(priceCents)}` : ''}; this appointment is its first
      session.
    </Alert>
  );
}
