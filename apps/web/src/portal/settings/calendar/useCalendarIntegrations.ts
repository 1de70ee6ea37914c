import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { fetchCalendarIntegrations } from './calendarIntegrationsCalls';

/** The calendar connections, read again after every command. */
export const useCalendarIntegrations = () => useRefreshedRead(fetchCalendarIntegrations);
