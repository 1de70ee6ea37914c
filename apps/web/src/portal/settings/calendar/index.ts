export { CalendarIntegrationsPage } from './CalendarIntegrationsPage';
