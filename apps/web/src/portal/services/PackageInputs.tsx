import { BooleanInput, NumberInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { usePracticeFlags } from '../practice/usePracticeFlags';

/** spec 002 §3 "Service": a package is sold as numberOfSessions sessions; only while packagesEnabled is on. */
export function PackageInputs() {
  const flags = usePracticeFlags();
  const isPackage = useWatch({ name: 'package' }) as boolean | undefined;
  if (!flags?.packagesEnabled && !isPackage) return null;
  return (
    <>
      <BooleanInput source="package" label="Package: clients buy several sessions at once" helperText={false} />
      {isPackage && <NumberInput source="numberOfSessions" label="Number of sessions" min={1} step={1} sx={{ width: 180 }} />}
    </>
  );
}
