import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppointmentHref } from './appointmentLink';
import { PaymentStatusChip } from './PaymentStatusChip';
import { amountDetails, amountText, dayText, statusDetails, timeText } from './paymentText';
import type { PaymentEntry } from './types';

interface Props {
  rows: PaymentEntry[];
  /** Leave out the Client column (a client's own Billing tab). */
  hideClient?: boolean;
}

function Secondary({ children }: { children: string }) {
  if (!children) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/**
 * The payments as a table from 768px up. A row opens its appointment in the calendar; the date is
 * the same link for the keyboard.
 */
export function PaymentTable({ rows, hideClient = false }: Props) {
  const href = useAppointmentHref();
  const navigate = useNavigate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Payments">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            {!hideClient && <TableCell>Client</TableCell>}
            <TableCell>Service</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((entry) => {
            const to = href(entry);
            return (
              <TableRow
                key={entry.id}
                hover={to !== null}
                onClick={(event) => {
                  if (to && !(event.target as HTMLElement).closest('a')) navigate(to);
                }}
                sx={{ cursor: to ? 'pointer' : undefined, '& td': { verticalAlign: 'top', py: 1.25 } }}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {to ? (
                    <Link component={RouterLink} to={to} underline="hover" color="inherit" sx={{ fontWeight: 500 }}>
                      {dayText(entry)}
                    </Link>
                  ) : (
                    dayText(entry)
                  )}
                  <Secondary>{timeText(entry)}</Secondary>
                </TableCell>
                {!hideClient && (
                  <TableCell>
                    {entry.clientName}
                    <Secondary>{entry.clientEmail || entry.clientPhone}</Secondary>
                  </TableCell>
                )}
                <TableCell>
                  {entry.serviceName}
                  <Secondary>{entry.locationName}</Secondary>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {amountText(entry)}
                  <Secondary>{amountDetails(entry)}</Secondary>
                </TableCell>
                <TableCell>
                  <PaymentStatusChip entry={entry} />
                  <Secondary>{statusDetails(entry)}</Secondary>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
