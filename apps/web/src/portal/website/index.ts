export { WebsiteDashboardPage } from './WebsiteDashboardPage';
export { WebsiteSettingsPage } from './WebsiteSettingsPage';
