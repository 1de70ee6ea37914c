import HistoryIcon from '@mui/icons-material/History';
import { Button, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Appointment } from './types';

export function HistoryButton({ appointment }: { appointment: Appointment }) {
  const basename = useBasename();
  return (
    <Button label="History" component={Link} to={`${basename}/appointments/${appointment.id}/history`} color="inherit">
      <HistoryIcon />
    </Button>
  );
}
