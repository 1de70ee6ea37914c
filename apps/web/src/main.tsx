// Entry point: picks the audience from the path and lazy-loads only its code,
// so the client token pages never download react-admin or MUI.
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';

const PortalApp = lazy(() => import('./portal/PortalApp'));
const ClientApp = lazy(() => import('./client/ClientApp'));

const path = window.location.pathname;

if (path === '/' || path === '') {
  window.location.replace('/portal/');
} else {
  const App = path === '/portal' || path.startsWith('/portal/') ? PortalApp : ClientApp;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Suspense fallback={<p className="boot-loading">Loading…</p>}>
        <App />
      </Suspense>
    </StrictMode>,
  );
}
