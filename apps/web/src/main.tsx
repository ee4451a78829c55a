import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { seedFirstScreen } from './app/first-screen';
import { Providers, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { SystemGate } from './app/system-gate';
import { restoreSession } from './features/auth/api/restore-session';
import { bannersQuery } from './features/home/api/get-banners';
import { siteConfigQuery } from './features/system/api/get-site-config';
import { statusQuery } from './features/system/api/get-status';
import { assetUrl } from './lib/cdn';
import { holdCalls, releaseCallsAfterPaint } from './lib/first-paint';
import i18n, { applyDocumentLanguage, i18nReady } from './lib/i18n';
import { startPwa } from './lib/pwa';
import './styles/global.css';

/**
 * A first visit to home whose index.html did not bring the answers (app/first-screen.ts): the status, the site config and the home banners are asked for as soon
 * as the app starts (not after the first render), and the first banner — the largest thing on the
 * first screen — is preloaded at high priority the moment its address is known. With several image
 * hosts the page picks one at random, so nothing is preloaded then (it could be the wrong one).
 */
function prefetchHome(client: QueryClient, language: string) {
  void client.prefetchQuery(statusQuery());
  void Promise.all([client.fetchQuery(siteConfigQuery(language)), client.fetchQuery(bannersQuery('w_home', language))]).then(
    ([config, banners]) => {
      if (config.imageCDNs.length > 1) return;
      const first = [...banners.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
      if (!first) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = assetUrl(config.imageCDNs[0] ?? '', first.url);
      link.fetchPriority = 'high';
      document.head.append(link);
    },
    () => undefined,
  );
}

/** Lets the app's calls go once the first screen is on screen (lib/first-paint.ts). */
function FirstPaint() {
  useEffect(() => releaseCallsAfterPaint(), []);
  return null;
}

applyDocumentLanguage(i18n.language);
const queryClient = createQueryClient();
// The server puts the first screen's answers (and the first banner's preload) into index.html:
// with them, the first frame needs no call, and the calls wait for it.
const seeded = seedFirstScreen(queryClient, i18n.language);
if (seeded.given) holdCalls();
startPwa();
void restoreSession();
const router = createRouter();
if (window.location.pathname === '/' && !seeded.banners) prefetchHome(queryClient, i18n.language);

// Nepali texts are a chunk of their own: render once the chosen language's texts are in (a
// failed load still renders, in English). The first render is a transition: React builds it in
// slices between frames instead of one long task.
void i18nReady.finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers client={queryClient}>
          <FirstPaint />
          <SystemGate>
            <RouterProvider router={router} />
          </SystemGate>
        </Providers>
      </StrictMode>,
    ),
  );
});
