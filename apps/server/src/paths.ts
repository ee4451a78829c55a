import path from 'node:path';

/**
 * apps/server, whether this runs from src/ (tsx, tests) or from the bundle in dist/: both sit one
 * level below it, so every bundled path is resolved from here.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
export const migrationsFolder = path.join(serverRoot, 'migrations');
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');
