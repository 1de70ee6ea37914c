// The payments settings' routes under /portal/settings/banking (spec 002 §2): the page, the
// connect links, the providers' return, and the provider detail pages. The simulator's page is
// outside the portal's layout (PortalApp), as a provider's site would be.
import { Route, Routes } from 'react-router-dom';
import { BankingSettingsPage } from './BankingSettingsPage';
import { ConnectRedirect } from './ConnectRedirect';
import { ConnectReturn } from './ConnectReturn';
import { ProviderDetailsPage } from './ProviderDetailsPage';

export { SimulatedProviderPage } from './SimulatedProviderPage';

export function BankingRoutes() {
  return (
    <Routes>
      <Route index element={<BankingSettingsPage />} />
      <Route path="link" element={<ConnectRedirect provider="stripe" />} />
      <Route path="square/authorize" element={<ConnectRedirect provider="square" />} />
      <Route path="paypal/link" element={<ConnectRedirect provider="paypal" />} />
      <Route path=":provider/return" element={<ConnectReturn />} />
      <Route path="stripe" element={<ProviderDetailsPage provider="stripe" />} />
      <Route path="square" element={<ProviderDetailsPage provider="square" />} />
      <Route path="paypal" element={<ProviderDetailsPage provider="paypal" />} />
    </Routes>
  );
}
