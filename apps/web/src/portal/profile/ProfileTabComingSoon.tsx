// A tab of the Profile area whose page is being built (Credentials, Photos): says so plainly.
import { Alert } from '@mui/material';

export function ProfileTabComingSoon({ name }: { name: string }) {
  return <Alert severity="info">The {name} tab is being built and will be here soon.</Alert>;
}
