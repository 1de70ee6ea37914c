import { formatDateTime } from '../../shared/formatTime';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';
import { clientName } from './appointmentText';
import type { Appointment } from './types';

interface Props {
  appointment: Appointment;
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (practitionerNote: string | null) => void;
}

/** The list's cancel: one appointment, named in the question. */
export function CancelDialog({ appointment, onConfirm, ...props }: Props) {
  return (
    <CancelAppointmentDialog
      {...props}
      inSeries={false}
      question={`Cancel ${clientName(appointment)}'s appointment on ${formatDateTime(appointment.startsAt, appointment.timeZone)}?`}
      onConfirm={(note) => onConfirm(note)}
    />
  );
}
