// The client-facing token pages. A plain path match instead of a router keeps this
// chunk tiny; add a pattern here for each new page (/i/r/..., /practitioner-search).
import type { ReactNode } from 'react';
import './client.css';
import { AppointmentPage } from './appointment/AppointmentPage';
import { NotFoundPage } from './NotFoundPage';

const routes: { pattern: RegExp; render: (match: RegExpMatchArray) => ReactNode }[] = [
  { pattern: /^\/m\/c\/([^/]+)\/?$/, render: (match) => <AppointmentPage token={decodeURIComponent(match[1])} /> },
];

export default function ClientApp() {
  const path = window.location.pathname;
  for (const route of routes) {
    const match = path.match(route.pattern);
    if (match) return <>{route.render(match)}</>;
  }
  return <NotFoundPage />;
}
