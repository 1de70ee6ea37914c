import { useBasename, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { UserKind } from '../currentUser';

/** The portal's landing page: the calendar for pros; support staff, who have no practice, get appointments. */
export function CalendarLanding() {
  const { permissions, isPending } = usePermissions<UserKind>();
  const basename = useBasename();
  if (isPending) return null;
  return <Navigate to={`${basename}/${permissions === 'support' ? 'appointments' : 'calendar'}`} replace />;
}
