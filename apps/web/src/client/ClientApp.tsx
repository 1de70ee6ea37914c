// The client-facing pages. A plain path match instead of a router keeps this chunk tiny;
// add a pattern here for each new page (/i/r/..., /practitioner-search), above the
// practice pages: a practice's short link is a catch-all and must come last.
import { Fragment, type ReactNode } from 'react';
import './client.css';
import { AppointmentPage } from './appointment/AppointmentPage';
import { IntakeFormPage } from './intake/IntakeFormPage';
import { SignInLinkPage } from './account/SignInLinkPage';
import { SignInPage } from './account/SignInPage';
import { YourBookingsPage } from './your-bookings/YourBookingsPage';
import { useCurrentUrl } from './navigation/navigate';
import { PaymentMethodsPage } from './payment-methods/PaymentMethodsPage';
import { NotFoundPage } from './NotFoundPage';
import { PracticePage } from './practice/PracticePage';
import { ServicePage } from './practice/ServicePage';
import { EventTypePage } from './events/EventTypePage';
import { RegistrationPage } from './events/RegistrationPage';
import { reviewRoutes } from './reviews/reviewRoutes';
import { PractitionerSearchPage } from './search/PractitionerSearchPage';
import { HomePage } from './home/HomePage';
import { ProPage } from './home/ProPage';

/** First path segments that belong to the product, never to a practice's short link. */
const RESERVED = new Set(['portal', 'graphql', 'assets', 'm', 'i', 'pro', 'practitioner-search', 'manage_event_registrations']);

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

interface Route {
  pattern: RegExp;
  /** The first group is a practice's short link. */
  shortLink?: boolean;
  render: (match: RegExpMatchArray) => ReactNode;
}

const routes: Route[] = [
  { pattern: /^\/$/, render: () => <HomePage /> },
  { pattern: /^\/pro\/?$/, render: () => <ProPage /> },
  { pattern: /^\/m\/c\/([^/]+)\/?$/, render: (match) => <AppointmentPage token={decode(match[1]!)} /> },
  { pattern: /^\/m\/intake\/([^/]+)\/?$/, render: (match) => <IntakeFormPage uniqueId={decode(match[1]!)} /> },
  { pattern: /^\/m\/bookings\/?$/, render: () => <YourBookingsPage /> },
  { pattern: /^\/m\/payment_methods\/?$/, render: () => <PaymentMethodsPage /> },
  { pattern: /^\/m\/sign_in\/?$/, render: () => <SignInPage /> },
  { pattern: /^\/m\/sign_in\/([^/]+)\/?$/, render: (match) => <SignInLinkPage token={decode(match[1]!)} /> },
  { pattern: /^\/manage_event_registrations\/([^/]+)\/?$/, render: (match) => <RegistrationPage token={decode(match[1]!)} /> },
  ...reviewRoutes,
  { pattern: /^\/practitioner-search\/?$/, render: () => <PractitionerSearchPage /> },
  {
    pattern: /^\/([^/]+)\/services\/([^/]+)\/?$/,
    shortLink: true,
    render: (match) => <ServicePage shortLink={decode(match[1]!)} serviceId={decode(match[2]!)} />,
  },
  {
    pattern: /^\/([^/]+)\/([^/]+)\/?$/,
    shortLink: true,
    render: (match) => <EventTypePage shortLink={decode(match[1]!)} slug={decode(match[2]!)} />,
  },
  { pattern: /^\/([^/]+)\/?$/, shortLink: true, render: (match) => <PracticePage shortLink={decode(match[1]!)} /> },
];

function matchRoute(pathname: string): ReactNode | null {
  for (const route of routes) {
    const match = pathname.match(route.pattern);
    if (!match) continue;
    if (route.shortLink && RESERVED.has(decode(match[1]!).toLowerCase())) return null;
    return route.render(match);
  }
  return null;
}

export default function ClientApp() {
  const { pathname } = useCurrentUrl();
  // Keyed by path so that moving to another page starts it afresh.
  return <Fragment key={pathname}>{matchRoute(pathname) ?? <NotFoundPage />}</Fragment>;
}
