// The Request reviews tab (spec 002 §2, §5 "Bulk review request", §8 Reviews): up to 10 clients by
// first name and phone (counting requests already pending), and the practice's own review link.
import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import {
  MAX_PENDING_REQUESTS,
  RELOAD_AFTER_REQUESTS_MS,
  ReviewMessages,
  requestRowIsBlank,
  requestRowIsComplete,
} from '@app/reviews/shared';
import { rejectionMessages } from '../../shared/commandRejected';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { fetchPendingRequests, sendBulkReviewRequests } from '../reviewCalls';
import { RequestRowInputs, type RequestRow } from './RequestRowInputs';
import { ReviewLinkCard } from './ReviewLinkCard';

type KeyedRow = RequestRow & { key: number };
let nextKey = 0;
const emptyRow = (): KeyedRow => ({ key: nextKey++, firstName: '', phone: '' });

export function RequestReviewsTab({ shortLink }: { shortLink: string | null }) {
  const notify = useNotify();
  const read = useCallback(fetchPendingRequests, []);
  const { data: pending, error } = useRefreshedRead(read);
  const [rows, setRows] = useState<KeyedRow[]>(() => [emptyRow()]);
  const [sending, setSending] = useState(false);
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);

  // Automatic requests and imported reviews' confirmations do not count against the 10.
  const pendingManual = (pending ?? []).filter((request) => !request.automatic && !request.reviewRequireConfirmation).length;
  // While the pending requests are unknown the server still holds the limit (bulkTooMany).
  const canAdd = (pending !== null || error !== null) && pendingManual + rows.length < MAX_PENDING_REQUESTS;
  const canSend = !sending && rows.some(requestRowIsComplete);

  const change = (index: number, row: RequestRow) => setRows((all) => all.map((old, at) => (at === index ? { ...row, key: old.key } : old)));
  const remove = (index: number) => setRows((all) => (all.length === 1 ? [emptyRow()] : all.filter((_row, at) => at !== index)));

  const send = async () => {
    const clients = rows.filter((row) => !requestRowIsBlank(row)).map((row) => ({ firstName: row.firstName.trim(), phone: row.phone.trim() }));
    setSending(true);
    try {
      const errored = await sendBulkReviewRequests(clients);
      if (errored.length) {
        notify(ReviewMessages.bulkErrorPrefix + errored.flatMap((client) => client.errors).join(', '), { type: 'error', autoHideDuration: 5000 });
        setSending(false);
        return;
      }
      notify(ReviewMessages.bulkSent, { type: 'success' });
      reload.current = setTimeout(() => window.location.reload(), RELOAD_AFTER_REQUESTS_MS);
    } catch (failure) {
      const reasons = rejectionMessages(failure);
      const message = reasons.length ? reasons.join(', ') : failure instanceof Error ? failure.message : String(failure);
      notify(ReviewMessages.errorPrefix + message, { type: 'error', autoHideDuration: 5000 });
      setSending(false);
    }
  };

  return (
    <Stack sx={{ gap: 2, maxWidth: 760 }}>
      <Card component="section" aria-labelledby="request-reviews-title">
        <CardContent>
          <Typography id="request-reviews-title" variant="h6" component="h2">
            Request reviews from your clients
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            We'll text each client a link to review you. Include the country code in the phone number.
          </Typography>
          {pendingManual >= MAX_PENDING_REQUESTS && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {`${ReviewMessages.bulkTooMany} Resend or delete some on the Pending tab.`}
            </Alert>
          )}
          {error && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {`Could not load your pending requests: ${error.message}`}
            </Alert>
          )}
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (canSend) send();
            }}
          >
            <Stack sx={{ gap: 1.5 }}>
              {rows.map((row, index) => (
                <RequestRowInputs
                  key={row.key}
                  index={index}
                  row={row}
                  onChange={(next) => change(index, next)}
                  onRemove={rows.length > 1 || !requestRowIsBlank(row) ? () => remove(index) : undefined}
                  disabled={sending}
                />
              ))}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 2, justifyContent: 'space-between' }}>
              {canAdd ? (
                <Button startIcon={<AddIcon />} onClick={() => setRows((all) => [...all, emptyRow()])} disabled={sending}>
                  Add another client
                </Button>
              ) : (
                <span />
              )}
              <Button
                type="submit"
                variant="contained"
                disabled={!canSend}
                startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
              >
                Send
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <ReviewLinkCard shortLink={shortLink} />
    </Stack>
  );
}
