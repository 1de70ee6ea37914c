import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Spec 001 §2: no payments at all and no card provider yet. */
export function StartAcceptingPayments() {
  const basename = useBasename();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <CreditCardIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        Start accepting payments today
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 440, mx: 'auto' }}>
        Connect a payment provider to take cards when clients book, charge them on the day and see every payment here.
      </Typography>
      <Button variant="contained" component={RouterLink} to={`${basename}/settings/banking`}>
        Set up payments
      </Button>
    </Box>
  );
}

interface Props {
  /** Filters or a search are set (the practice has payments). */
  filtered: boolean;
  onClear?: () => void;
}

/** No rows: none match the filters, or none yet. */
export function PaymentsEmpty({ filtered, onClear }: Props) {
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2 }}>
      <ReceiptIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {filtered ? 'No payments match these filters' : 'No payments yet'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: filtered ? 2 : 0 }}>
        {filtered ? 'Try other dates, another status or a different search.' : 'Appointments and what was paid for them appear here.'}
      </Typography>
      {filtered && onClear && <Button onClick={onClear}>Clear filters</Button>}
    </Box>
  );
}
