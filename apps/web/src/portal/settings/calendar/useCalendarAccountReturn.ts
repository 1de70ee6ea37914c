import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { rejectionMessages } from '../../shared/commandRejected';
import { useRefreshViews } from '../../shared/refreshViews';
import { CALENDAR_ACCOUNT_LABELS, calendarIntegrationCommands, isCalendarAccountProvider } from './calendarIntegrationsCalls';

/**
 * The provider sends the pro back to /portal/settings/calendar?provider=…&code=…&state=… (or
 * error=access_denied): connect the account once, say how it went, and drop the query.
 */
export function useCalendarAccountReturn() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const refreshViews = useRefreshViews();
  const handled = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const provider = params.get('provider');
    if (handled.current || !isCalendarAccountProvider(provider)) return;
    handled.current = true;
    const done = () => {
      navigate(pathname, { replace: true });
      refreshViews();
    };
    const code = params.get('code');
    if (!code) {
      notify('Nothing was connected: access to your calendar was not granted.', { type: 'info' });
      done();
      return;
    }
    calendarIntegrationCommands.connectAccount(provider, code, params.get('state') ?? '').then(
      () => notify(`${CALENDAR_ACCOUNT_LABELS[provider]} connected`, { type: 'success' }),
      (error) => notify(rejectionMessages(error)[0] ?? 'There was an error connecting your calendar. Please try again.', { type: 'error' }),
    ).finally(done);
  }, [search, pathname, navigate, notify, refreshViews]);
}
