import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { SystemGate } from './app/system-gate';
import { restoreSession } from './features/auth/api/restore-session';
import { applyDocumentLanguage } from './lib/i18n';
import i18n from './lib/i18n';
import './styles/global.css';

applyDocumentLanguage(i18n.language);
void restoreSession();
const queryClient = createQueryClient();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={queryClient}>
      <SystemGate>
        <RouterProvider router={router} />
      </SystemGate>
    </Providers>
  </StrictMode>,
);
