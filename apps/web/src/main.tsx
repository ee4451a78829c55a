import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { SystemGate } from './app/system-gate';
import { restoreSession } from './features/auth/api/restore-session';
import i18n, { applyDocumentLanguage, i18nReady } from './lib/i18n';
import { startPwa } from './lib/pwa';
import './styles/global.css';

applyDocumentLanguage(i18n.language);
startPwa();
void restoreSession();
const queryClient = createQueryClient();
const router = createRouter();

// Nepali texts are a chunk of their own: render once the chosen language's texts are in (a
// failed load still renders, in English).
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers client={queryClient}>
        <SystemGate>
          <RouterProvider router={router} />
        </SystemGate>
      </Providers>
    </StrictMode>,
  ),
);
