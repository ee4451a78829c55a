/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Public files of the lite app's shell (apps/web/public), precached with the built assets. */
const PUBLIC_SHELL = [
  '/offline.html',
  '/manifest.webmanifest',
  '/theme-init.js',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];

/** What the plugin reads of an output chunk (Rolldown's, with Vite's metadata). */
type Chunk = {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Builds dist/sw.js from pwa/sw.js (hand-written, no service-worker library): the list of files
 * to precache — the public shell, the entry chunk, the chunks of `warm` modules (the home page)
 * and their static imports and CSS — and a version that changes with that list, so a new build
 * replaces the old shell cache.
 */
function serviceWorker({ template, warm }: { template: string; warm: string[] }): Plugin {
  return {
    name: 'jade-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = new Set<string>();
      const add = (fileName: string) => {
        if (files.has(`/${fileName}`)) return;
        files.add(`/${fileName}`);
        const chunk = bundle[fileName] as unknown as Chunk | undefined;
        if (chunk?.type !== 'chunk') return;
        chunk.imports?.forEach(add);
        chunk.viteMetadata?.importedCss.forEach(add);
      };
      for (const out of Object.values(bundle) as unknown as Chunk[]) {
        if (out.type !== 'chunk') continue;
        const module = out.facadeModuleId ? path.normalize(out.facadeModuleId) : '';
        if (out.isEntry || warm.some((w) => module.endsWith(path.normalize(w)))) add(out.fileName);
      }
      const precache = [...PUBLIC_SHELL, ...[...files].sort()];
      const source = fs.readFileSync(template, 'utf8');
      const version = createHash('sha256').update(source).update(JSON.stringify(precache)).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source
          .replace("/*@VERSION*/ 'dev'", JSON.stringify(version))
          .replace('/*@PRECACHE*/ []', JSON.stringify(precache)),
      });
    },
  };
}

/**
 * Sections of en.json that the first screen of the player site shows (shell, home, game cards,
 * the system pages and announcements): in the first chunk. The rest of en.json (forms, centres,
 * agent, payments, errors…) is a chunk of its own, loaded right after the first render. en.json
 * stays the one file everyone edits; the split is made here, at build time.
 */
export const FIRST_SCREEN_SECTIONS = [
  'ui',
  'common',
  'brand',
  'nav',
  'header',
  'sideMenu',
  'footer',
  'language',
  'theme',
  'home',
  'system',
  'notFound',
  'games',
  'announcements',
  'help',
  'wallet',
  'winners',
];

/** `virtual:jade-locale/en-first` and `virtual:jade-locale/en-rest`: the two parts of en.json. */
function localeSplit({ file, first }: { file: string; first: string[] }): Plugin {
  const prefix = 'virtual:jade-locale/';
  // Unit tests render at once, without waiting for a chunk: there the first part is all of it.
  let whole = false;
  return {
    name: 'jade-locale-split',
    configResolved(config) {
      whole = config.mode === 'test';
    },
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      this.addWatchFile(file);
      const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const wantFirst = id.endsWith('/en-first');
      const part = Object.fromEntries(Object.entries(all).filter(([k]) => (whole || first.includes(k)) === wantFirst));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    localeSplit({ file: path.resolve(import.meta.dirname, 'src/locales/en.json'), first: FIRST_SCREEN_SECTIONS }),
    // The lite app's service worker, with the shell's files (see pwa/sw.js).
    serviceWorker({ template: path.resolve(import.meta.dirname, 'pwa/sw.js'), warm: ['src/app/pages/home-page.tsx'] }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: {
      '/wps': 'http://localhost:8080',
      '/lgw': 'http://localhost:8080',
      '/sgw': 'http://localhost:8080',
      '/img': 'http://localhost:8080',
      // The console's live chat socket is under /ops too (/ops/chat/ws).
      '/ops': { target: 'http://localhost:8080', ws: true },
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every module the entry imports statically is one chunk: a first visit fetches the app in two
    // requests (entry and this) instead of some twenty-five small ones, each a round trip on a
    // phone's network (browsers open few connections to a host over HTTP/1.1). What loads later
    // (pages, the rest of the texts, Nepali) keeps its own chunks.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // The files of a worker share one module graph and one jsdom document: a fresh environment
    // per file cost about a minute of the run's 70 s. What a test changes (globals, spies, fake
    // timers, storage, the language) is put back after each test (src/test/setup.ts).
    isolate: false,
  },
});
