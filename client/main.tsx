// First: Zod's settings apply to schemas built later, in the lazily loaded screens.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './styles/index.css';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { applyTheme, storedTheme, systemTheme } from './lib/theme';

applyTheme(storedTheme() ?? systemTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);

// The service worker (offline use, installing the app) registers once the page has loaded, from a
// chunk of its own: the first screen's JavaScript does not wait for it (docs/offline.md).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./app/pwa/register');
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
