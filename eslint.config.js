import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Module boundaries of docs/architecture.md, enforced with messages that say why. */
const serverModuleBoundary = {
  regex: '^\\.\\./[^./][^/]*/(?![^/]*\\.service$)[^/]+$',
  message: "Modules reach each other only through the other module's *.service.ts (each module owns its tables and rules).",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.\\/)', message: 'The contract depends on zod only.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverModuleBoundary,
            { group: ['**/apps/web/**', '@/*'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    // A table may reference another module's table for a foreign key, and nothing else of it.
    files: ['apps/server/src/modules/**/*.tables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...serverModuleBoundary, regex: '^\\.\\./[^./][^/]*/(?![^/]*\\.(service|tables)$)[^/]+$' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/plugins/**/*.ts', 'apps/server/src/seed/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../modules/*/*', '!../modules/*/*.service', '!../modules/*/*.routes'],
              message: 'Use a module through its *.service.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/server/**'], message: 'The web meets the server only in packages/contract.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../../*/**', '!../../api/**', '!../../components/**', '!../../hooks/**'],
              message: 'Features do not import each other: compose them in app/.',
            },
            { group: ['@/app/*', '@/app/**'], message: 'Shared code flows one way: components/lib → features → app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/features/**', '@/app/*', '@/app/**'],
              message: 'components/ and lib/ are shared: they import neither features nor app.',
            },
          ],
        },
      ],
    },
  },
);
