import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Appointment } from './types';

export function HistoryButton({ appointment }: { appointment: Appointment }) {
  const basename = useBasename();
  return (
    <Button size="small" color="inherit" startIcon={<HistoryIcon />} component={Link} to={`${basename}/appointments/${appointment.id}/history`}>
      History
    </Button>
  );
}
