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

export default defineConfig({
  plugins: [
    react(),
    // The lite app's service worker, with the shell's files (see pwa/sw.js).
    serviceWorker({ template: path.resolve(import.meta.dirname, 'pwa/sw.js'), warm: ['src/app/pages/home-page.tsx'] }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: {
      '/wps': 'http://localhost:8080',
      '/lgw': 'http://localhost:8080',
      '/img': 'http://localhost:8080',
      '/ops': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
});
