// The Import reviews tab (spec 002 §2, §5 "Import review", §8): a review the client left elsewhere;
// the client is asked by text to confirm it before it shows.
import { Box, Button, Card, CardContent, CircularProgress, FormControl, FormHelperText, FormLabel, Rating, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { MAX_TEXT, ReviewMessages } from '@app/reviews/shared';
import { rejectionMessages } from '../../shared/commandRejected';
import { useRefreshViews } from '../../shared/refreshViews';
import { importReview } from '../reviewCalls';
import { importErrors, initialImportValues, type ImportErrors, type ImportValues } from './importForm';
import { usePracticeToday } from './usePracticeToday';

export function ImportReviewTab() {
  const today = usePracticeToday();
  if (!today) return <CircularProgress aria-label="Loading" />;
  return <ImportReviewForm today={today} />;
}

function ImportReviewForm({ today }: { today: string }) {
  const notify = useNotify();
  const refreshViews = useRefreshViews();
  const [values, setValues] = useState<ImportValues>(() => initialImportValues(today));
  const [errors, setErrors] = useState<ImportErrors>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ImportValues>(key: K, value: ImportValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
  };

  const submit = async () => {
    const found = importErrors(values, today);
    setErrors(found);
    setServerErrors([]);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      await importReview({ rating: values.rating!, review: values.text, firstName: values.firstName.trim(), phone: values.phone.trim(), createdAt: values.date });
      notify(ReviewMessages.importSent(values.firstName.trim()), { type: 'success' });
      setValues(initialImportValues(today));
      refreshViews();
    } catch (failure) {
      const reasons = rejectionMessages(failure);
      setServerErrors(reasons);
      notify(reasons.length ? reasons.join(', ') : ReviewMessages.errorPrefix + (failure instanceof Error ? failure.message : String(failure)), {
        type: 'error',
        autoHideDuration: 5000,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="import-title" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography id="import-title" variant="h6" component="h2">
          Import reviews
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Import past reviews from Google, Facebook, Yelp and more.
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack sx={{ gap: 2 }}>
            <FormControl error={!!errors.rating} required>
              <FormLabel id="import-rating-label">Rating</FormLabel>
              <Rating
                name="import-rating"
                value={values.rating}
                onChange={(_event, rating) => set('rating', rating)}
                size="large"
                aria-labelledby="import-rating-label"
                disabled={saving}
              />
              {errors.rating && <FormHelperText>{errors.rating}</FormHelperText>}
            </FormControl>
            <TextField
              label="Review"
              multiline
              minRows={3}
              value={values.text}
              onChange={(event) => set('text', event.target.value)}
              disabled={saving}
              slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField
                label="First name"
                required
                value={values.firstName}
                onChange={(event) => set('firstName', event.target.value)}
                error={!!errors.firstName}
                helperText={errors.firstName}
                disabled={saving}
                sx={{ flex: 1 }}
              />
              <TextField
                label="Date"
                type="date"
                required
                value={values.date}
                onChange={(event) => set('date', event.target.value)}
                error={!!errors.date}
                helperText={errors.date}
                disabled={saving}
                sx={{ flex: 1 }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
              />
            </Stack>
            <TextField
              label="Phone"
              type="tel"
              required
              placeholder="+1 555 555 0100"
              value={values.phone}
              onChange={(event) => set('phone', event.target.value)}
              error={!!errors.phone}
              helperText={errors.phone ?? 'We text the client to confirm the review before it shows.'}
              disabled={saving}
              slotProps={{ htmlInput: { maxLength: 250 } }}
            />
            {serverErrors.length > 0 && (
              <Typography role="alert" color="error" variant="body2">
                {serverErrors.join(' ')}
              </Typography>
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
                Import review
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
