import { MenuItem, Stack, TextField } from '@mui/material';
import { DATE_FILTERS, RATING_FILTERS, type DateFilter, type ReviewFilterState } from './useReviewFilters';

interface Props {
  state: ReviewFilterState;
  onDate: (date: DateFilter) => void;
  onRating: (rating: number | null) => void;
}

/** By date and by rating (spec 002 §5 "Filters"); stacked on a phone. */
export function ReviewFilters({ state, onDate, onRating }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
      <TextField
        select
        size="small"
        label="Date"
        value={state.dateFilter}
        onChange={(event) => onDate(event.target.value as DateFilter)}
        sx={{ width: { xs: '100%', sm: 170 } }}
      >
        {DATE_FILTERS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Rating"
        value={state.rating === null ? 'all' : String(state.rating)}
        onChange={(event) => onRating(event.target.value === 'all' ? null : Number(event.target.value))}
        sx={{ width: { xs: '100%', sm: 170 } }}
      >
        {RATING_FILTERS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
