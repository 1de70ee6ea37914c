import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAppointmentHref } from './appointmentLink';
import { PaymentStatusChip } from './PaymentStatusChip';
import { amountDetails, amountText, dayText, statusDetails, timeText } from './paymentText';
import type { PaymentEntry } from './types';

function PaymentCardContent({ entry, hideClient }: { entry: PaymentEntry; hideClient: boolean }) {
  const details = [amountDetails(entry), statusDetails(entry)].filter(Boolean).join(' · ');
  return (
    <CardContent sx={{ py: 1.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="subtitle2" component="p" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {hideClient ? entry.serviceName : entry.clientName}
        </Typography>
        <PaymentStatusChip entry={entry} />
      </Stack>
      {!hideClient && (
        <Typography variant="body2" color="text.secondary">
          {entry.serviceName}
        </Typography>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {dayText(entry)}, {timeText(entry)}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {amountText(entry)}
        </Typography>
      </Stack>
      {details && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {details}
        </Typography>
      )}
    </CardContent>
  );
}

/** Below 768px each payment is a card; a tap opens its appointment in the calendar. */
export function PaymentMobileList({ rows, hideClient = false }: { rows: PaymentEntry[]; hideClient?: boolean }) {
  const href = useAppointmentHref();
  return (
    <Stack component="ul" aria-label="Payments" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
      {rows.map((entry) => {
        const to = href(entry);
        return (
          <li key={entry.id}>
            <Card variant="outlined">
              {to ? (
                <CardActionArea component={RouterLink} to={to}>
                  <PaymentCardContent entry={entry} hideClient={hideClient} />
                </CardActionArea>
              ) : (
                <PaymentCardContent entry={entry} hideClient={hideClient} />
              )}
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
