import EmailIcon from '@mui/icons-material/EmailOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Client } from './types';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
      <span aria-hidden style={{ display: 'flex', color: 'rgba(0,0,0,0.54)' }}>
        {icon}
      </span>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {label}:{' '}
        </span>
        {children}
      </Typography>
    </Stack>
  );
}

/** Phone, e-mail and address, each a link where it can be one. */
export function ClientContactDetails({ client }: { client: Client }) {
  const phone = client.formattedPhone ?? client.phone;
  return (
    <Stack sx={{ gap: 1 }}>
      <Line icon={<PhoneIcon fontSize="small" />} label="Phone">
        {phone ? <Link href={`tel:${client.phone}`}>{phone}</Link> : <Typography component="span" variant="body2" color="text.secondary">No phone on file</Typography>}
      </Line>
      <Line icon={<EmailIcon fontSize="small" />} label="Email">
        {client.email ? <Link href={`mailto:${client.email}`}>{client.email}</Link> : <Typography component="span" variant="body2" color="text.secondary">No email on file</Typography>}
      </Line>
      {client.fullAddress && (
        <Line icon={<HomeIcon fontSize="small" />} label="Address">
          {client.fullAddress}
        </Line>
      )}
    </Stack>
  );
}
