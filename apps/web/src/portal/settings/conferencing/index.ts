export { ConferencingSettingsPage } from './ConferencingSettingsPage';
export { ZoomAuthorizePage } from './ZoomAuthorizePage';
