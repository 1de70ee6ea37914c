import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { PendingRequest } from '../reviewCalls';
import { reviewDate } from '../reviewText';
import { PendingRequestActions } from './PendingRequestActions';

export const requestKey = (request: PendingRequest) => `${request.clientId}:${request.appointmentId ?? 'none'}`;
export const requestContact = (request: PendingRequest) => [request.phone, request.email].filter(Boolean).join(' · ') || '—';

/** The Pending tab's grid (768 px and wider). */
export function PendingRequestTable({ requests }: { requests: PendingRequest[] }) {
  return (
    <Table size="small" aria-label="Pending review requests">
      <TableHead>
        <TableRow>
          <TableCell>First name</TableCell>
          <TableCell>Phone / e-mail</TableCell>
          <TableCell>Requested</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {requests.map((request) => (
          <TableRow key={requestKey(request)}>
            <TableCell>
              {request.firstName}
              {request.reviewRequireConfirmation && <Chip size="small" color="info" label="Confirmation" sx={{ ml: 1 }} />}
            </TableCell>
            <TableCell>{requestContact(request)}</TableCell>
            <TableCell>{reviewDate(request.reviewRequestedAt)}</TableCell>
            <TableCell>
              <PendingRequestActions request={request} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
