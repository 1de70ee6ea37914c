// A tab of the Profile area whose page is being built (Credentials, Photos): says so plainly.
import { Alert } from '@mui/material';
import { Title } from 'react-admin';

export function ProfileTabComingSoon({ name }: { name: string }) {
  return (
    <>
      <Title title={name} />
      <Alert severity="info">The {name} tab is being built and will be here soon.</Alert>
    </>
  );
}
