import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which is one worker on a 2-core machine; the test
    // files wait on the database and on each other's imports, so two workers nearly halve the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'engines', root: 'packages/engines', include: ['src/**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The files of a worker share one module graph: importing the app costs seconds a file,
          // and each file builds its own app on its own database, so nothing else is shared. What a
          // node keeps in memory is kept per database handle (lib/ttl-cache.ts perDatabase).
          isolate: false,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
