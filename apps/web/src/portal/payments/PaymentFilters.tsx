import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { DATE_FILTERS, STATE_FILTERS, type DateFilter, type PaymentFilter, type StateFilter } from './types';

const SEARCH_DELAY_MS = 400;

interface Props {
  filter: PaymentFilter;
  onDate: (date: DateFilter) => void;
  onState: (state: StateFilter) => void;
  /** Called once typing pauses. */
  onSearch: (q: string) => void;
}

/** Dates, payment states and the client search (name, e-mail or phone) of spec 001 §9. */
export function PaymentFilters({ filter, onDate, onState, onSearch }: Props) {
  const [text, setText] = useState(filter.search ?? '');
  const sent = useRef(filter.search ?? '');
  const search = useRef(onSearch);
  search.current = onSearch;

  // The address changed on its own (back button, Clear filters): show what it says.
  useEffect(() => {
    if ((filter.search ?? '') !== sent.current) {
      sent.current = filter.search ?? '';
      setText(sent.current);
    }
  }, [filter.search]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      search.current(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label="Date"
        value={filter.dateFilter}
        onChange={(event) => onDate(event.target.value as DateFilter)}
        sx={{ width: { xs: '100%', sm: 170 }, flexShrink: 0 }}
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
        label="Status"
        value={filter.stateFilter}
        onChange={(event) => onState(event.target.value as StateFilter)}
        sx={{ width: { xs: '100%', sm: 170 }, flexShrink: 0 }}
      >
        {STATE_FILTERS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label="Search"
        placeholder="Client name, e-mail or phone"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ width: { xs: '100%', sm: 'auto' }, flex: { sm: '0 1 380px' }, minWidth: { sm: 200 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
