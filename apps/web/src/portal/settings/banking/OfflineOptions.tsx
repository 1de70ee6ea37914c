import { Alert, Box, Checkbox, FormControlLabel, FormGroup, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCommand } from '../../shared/useCommand';
import { bankingCommands, type PaymentSettings } from './bankingCalls';
import { offlineTexts } from './bankingMessages';
import { usePortalPath } from './usePortalPath';

const OPTIONS = [
  { key: 'acceptsCash', label: 'Cash' },
  { key: 'acceptsCreditCard', label: 'Credit Card' },
  { key: 'acceptsPaypal', label: 'PayPal' },
  { key: 'acceptsVenmo', label: 'Venmo' },
  { key: 'acceptsZelle', label: 'Zelle' },
] as const;

/** The ways clients may pay outside the product (spec 002 §9 offline options), saved as each is ticked. */
export function OfflineOptions({ settings }: { settings: PaymentSettings }) {
  const path = usePortalPath();
  const { run, pending } = useCommand(offlineTexts);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 1fr) 2fr' }, alignItems: 'start' }}>
      <FormGroup aria-label="Offline payment options">
        {OPTIONS.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={label}
            control={<Checkbox checked={settings[key]} disabled={pending} onChange={(_event, checked) => run(() => bankingCommands.offlineOptions({ [key]: checked }))} />}
          />
        ))}
      </FormGroup>
      <Alert severity="info" icon={false}>
        Offline options tell clients how else they can pay you: they are shown on their booking and appointment pages, and no money
        moves through us. When a client pays you this way, mark the appointment as paid in{' '}
        <Link component={RouterLink} to={path('/payments')}>
          Payments
        </Link>
        .
      </Alert>
    </Box>
  );
}
