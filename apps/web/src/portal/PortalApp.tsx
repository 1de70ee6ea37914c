import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { appointments } from './appointments';
import { BookingSettingsPage } from './bookingSettings/BookingSettingsPage';
import { CalendarLanding } from './calendar/CalendarLanding';
import { CalendarRoute } from './calendar';
import { clients } from './clients';
import { CommunicationSettingsPage } from './communicationSettings/CommunicationSettingsPage';
import { EventsPage } from './events';
import { ReferralPage } from './referral';
import { WebsiteDashboardPage, WebsiteDomainPage, WebsiteSettingsPage } from './website';
import { IntakeFormDesignerPage } from './intakeForms/IntakeFormDesignerPage';
import { LoginPage } from './auth/LoginPage';
import { SignUpPage } from './auth/SignUpPage';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { PortalLayout } from './layout/PortalLayout';
import { KeywordsPage, ReviewsPage } from './reviews';
import { GiftCardsPage } from './giftCards/GiftCardsPage';
import { profileRoutes } from './profile/profileRoutes';
import { mailbox } from './mailbox';
import { payments } from './payments';
import { services } from './services';
import { SupportAuditPage, SupportSearchPage, SupportStoryPage } from './support';
import { texts } from './texts';
import { BankingRoutes, SimulatedProviderPage } from './settings/banking';
import { CalendarIntegrationsPage } from './settings/calendar';
import { ConferencingSettingsPage, ZoomAuthorizePage } from './settings/conferencing';
import { SettingsHubPage } from './settings/hub/SettingsHubPage';
import { PersonalSettingsPage } from './settings/personal/PersonalSettingsPage';
import { theme } from './theme';

// react-admin would otherwise use a HashRouter; the portal lives at real /portal/* URLs.
// Inside this router, links built by hand must start with useBasename() ("/portal").
export default function PortalApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/portal/*"
          element={
            <Admin
              basename="/portal"
              disableTelemetry
              // Nothing under the layout renders (or queries) until the session is known;
              // the sign-up page, a route without layout, stays public.
              requireAuth
              title="Practice portal"
              dataProvider={dataProvider}
              authProvider={authProvider}
              loginPage={LoginPage}
              layout={PortalLayout}
              dashboard={CalendarLanding}
              theme={theme}
            >
              <Resource {...appointments} />
              <Resource {...clients} />
              <Resource {...payments} />
              <Resource name="savedCards" />
              <Resource name="clientAppointments" />
              <Resource {...services} />
              <Resource name="locations" />
              <Resource name="bookingSettings" />
              <Resource name="practiceFlags" />
              <Resource name="clientIntake" />
              <Resource {...mailbox} />
              <Resource {...texts} />
              <CustomRoutes>
                <Route path="/calendar" element={<CalendarRoute />} />
                <Route path="/events" element={<EventsPage />} />
                <Route path="/referral" element={<ReferralPage />} />
                <Route path="/website" element={<WebsiteDashboardPage />} />
                <Route path="/website/settings" element={<WebsiteSettingsPage />} />
                <Route path="/website/domain" element={<WebsiteDomainPage />} />
                <Route path="/reviews" element={<ReviewsPage />} />
                <Route path="/reviews/keywords" element={<KeywordsPage />} />
                <Route path="/gift_card_templates" element={<GiftCardsPage />} />
                <Route path="/reviews/:tab" element={<ReviewsPage />} />
                {profileRoutes}
                <Route path="/settings/booking" element={<BookingSettingsPage />} />
                <Route path="/settings/communication/*" element={<CommunicationSettingsPage />} />
                <Route path="/settings/intake_forms" element={<IntakeFormDesignerPage />} />
                <Route path="/settings/banking/*" element={<BankingRoutes />} />
                <Route path="/settings/calendar" element={<CalendarIntegrationsPage />} />
                <Route path="/settings/conferencing" element={<ConferencingSettingsPage />} />
                <Route path="/settings" element={<SettingsHubPage />} />
                <Route path="/settings/personal" element={<PersonalSettingsPage />} />
                <Route path="/support" element={<SupportSearchPage />} />
                <Route path="/support/appointments/:id" element={<SupportStoryPage />} />
                <Route path="/support/audit" element={<SupportAuditPage />} />
              </CustomRoutes>
              <CustomRoutes noLayout>
                <Route path="/sign-up" element={<SignUpPage />} />
                <Route path="/settings/banking/simulator/:session" element={<SimulatedProviderPage />} />
                <Route path="/settings/conferencing/zoom/authorize" element={<ZoomAuthorizePage />} />
              </CustomRoutes>
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
