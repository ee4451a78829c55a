import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries of docs/architecture.md, enforced with messages that say why.
 *
 * Flat config does not merge a rule's options: `no-restricted-imports` in a later block replaces the
 * earlier block's list for the files both match. So each block below states the whole list for its
 * files with {@link restrictImports}, composed from these named lists.
 */
const restrictImports = (...lists) => ({ 'no-restricted-imports': ['error', { patterns: lists.flat() }] });

/** Every file outside apps/web: the web app is a leaf; what two sides share lives in packages/. */
const notTheWebApp = [
  {
    regex: '^(@/|@jade/web(/|$))|(^|/)apps/web(/|$)|^(\\.\\./)+web/(src|public|dist)(/|$)',
    message: 'Nothing outside apps/web imports the web app: share code through packages/contract.',
  },
];
const contractZodOnly = [{ regex: '^(?!zod$|\\.\\/)', message: 'The contract depends on zod only.' }];
const serverModuleBoundary = {
  regex: '^\\.\\./[^./][^/]*/(?![^/]*\\.service$)[^/]+$',
  message: "Modules reach each other only through the other module's *.service.ts (each module owns its tables and rules).",
};
/** A table may reference another module's table for a foreign key, and nothing else of it. */
const tableBoundary = { ...serverModuleBoundary, regex: '^\\.\\./[^./][^/]*/(?![^/]*\\.(service|tables)$)[^/]+$' };
const throughServices = [
  {
    group: ['../modules/*/*', '!../modules/*/*.service', '!../modules/*/*.routes'],
    message: 'Use a module through its *.service.ts.',
  },
];
const webNotServer = [
  {
    regex: '^@jade/server(/|$)|(^|/)apps/server(/|$)|^(\\.\\./)+server/src(/|$)',
    message: 'The web meets the server only in packages/contract.',
  },
];
const featuresApart = [
  {
    group: ['@/features/*', '../../*/**', '!../../api/**', '!../../components/**', '!../../hooks/**'],
    message: 'Features do not import each other: compose them in app/.',
  },
  { group: ['@/app/*', '@/app/**'], message: 'Shared code flows one way: components/lib → features → app.' },
];
const sharedIsShared = [
  {
    group: ['@/features/*', '@/features/**', '@/app/*', '@/app/**'],
    message: 'components/ and lib/ are shared: they import neither features nor app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // Other builds of this checkout for E2E runs beside it (JADE_SERVER_OUTFILE, WEB_DIST).
      '**/dist-*/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'apps/server/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    ignores: ['apps/web/**'],
    rules: restrictImports(notTheWebApp),
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrictImports(notTheWebApp, contractZodOnly),
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: restrictImports(notTheWebApp, serverModuleBoundary),
  },
  {
    files: ['apps/server/src/modules/**/*.tables.ts'],
    rules: restrictImports(notTheWebApp, tableBoundary),
  },
  {
    files: ['apps/server/src/plugins/**/*.ts', 'apps/server/src/seed/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrictImports(notTheWebApp, throughServices),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrictImports(webNotServer),
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: restrictImports(webNotServer, featuresApart),
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrictImports(webNotServer, sharedIsShared),
  },
);
