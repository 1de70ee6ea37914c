import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { PendingRequest } from '../reviewCalls';
import { reviewDate } from '../reviewText';
import { PendingRequestActions } from './PendingRequestActions';
import { requestContact, requestKey } from './PendingRequestTable';

/** Below 768 px each pending request is a card. */
export function PendingRequestCards({ requests }: { requests: PendingRequest[] }) {
  return (
    <Stack component="ul" aria-label="Pending review requests" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
      {requests.map((request) => (
        <li key={requestKey(request)}>
          <Card variant="outlined">
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle2" component="p">
                  {request.firstName}
                </Typography>
                {request.reviewRequireConfirmation && <Chip size="small" color="info" label="Confirmation" />}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {requestContact(request)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Requested {reviewDate(request.reviewRequestedAt)}
              </Typography>
              <PendingRequestActions request={request} />
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
