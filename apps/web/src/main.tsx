// Entry point: picks the audience from the path and lazy-loads only its code, so the
// client pages never download react-admin or MUI. Route precedence: /portal/* is the portal;
// everything else is ClientApp (the homepage / included), which matches /m/c/{token}
// and the product's other pages first and a practice's /{shortLink} and
// /{shortLink}/services/{id} last (see client/ClientApp.tsx).
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';

const PortalApp = lazy(() => import('./portal/PortalApp'));
const ClientApp = lazy(() => import('./client/ClientApp'));

const path = window.location.pathname;

const App = path === '/portal' || path.startsWith('/portal/') ? PortalApp : ClientApp;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<p className="boot-loading">Loading…</p>}>
      <App />
    </Suspense>
  </StrictMode>,
);
