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
