export { WebsiteDashboardPage } from './WebsiteDashboardPage';
export { WebsiteSettingsPage } from './WebsiteSettingsPage';
export { WebsiteDomainPage } from './WebsiteDomainPage';
