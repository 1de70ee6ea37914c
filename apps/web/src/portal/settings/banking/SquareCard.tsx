import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Integrations } from './bankingCalls';
import { SQUARE_ACCESS_LOST } from './bankingMessages';
import { ProviderCard, type ProviderStatus } from './ProviderCard';
import { usePortalPath } from './usePortalPath';

const statusOf = (square: Integrations['squareInfo']): ProviderStatus => {
  if (square.squareConnected) return { label: 'Connected', color: 'success' };
  if (square.error) return { label: 'Access lost', color: 'error' };
  return { label: 'Not connected', color: 'default' };
};

/** Square (spec 002 §4): connected, or errored with a banner that asks for a reconnect. */
export function SquareCard({ square, active }: { square: Integrations['squareInfo']; active: boolean }) {
  const path = usePortalPath();
  const authorize = path('/settings/banking/square/authorize');
  return (
    <ProviderCard
      name="Square"
      status={statusOf(square)}
      active={active}
      simulated={square.mode === 'simulated'}
      description="Take cards through your Square account."
      actions={
        <>
          {square.squareConnected && (
            <Button component={RouterLink} to={path('/settings/banking/square')} aria-label="Manage Square">
              Manage
            </Button>
          )}
          {!square.squareConnected && (
            <Button variant="contained" component={RouterLink} to={authorize} aria-label={square.error ? 'Reconnect Square' : 'Connect Square'}>
              {square.error ? 'Reconnect' : 'Connect'}
            </Button>
          )}
        </>
      }
    >
      {square.error && (
        <Alert severity="error">
          {SQUARE_ACCESS_LOST}
          {square.message ? ` (${square.message})` : ''}
        </Alert>
      )}
    </ProviderCard>
  );
}
