import { Button } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider';
import { useCommand } from '../shared/useCommand';
import { disableLocationTexts, enableLocationTexts } from './locationMessages';
import type { Location } from './types';

/** Disable an active location or enable a disabled one (spec 002 §4), as a command. */
export function LocationStateButton({ location, blocked }: { location: Location; blocked: boolean }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const disabling = location.state === 'active';
  const { run, pending } = useCommand(disabling ? disableLocationTexts : enableLocationTexts);
  return (
    <Button
      size="small"
      color="inherit"
      disabled={pending || (disabling && blocked)}
      aria-label={`${disabling ? 'Disable' : 'Enable'} ${location.name}`}
      onClick={() => run(() => (disabling ? dataProvider.disableLocation(location.id) : dataProvider.enableLocation(location.id)))}
    >
      {disabling ? 'Disable' : 'Enable'}
    </Button>
  );
}
