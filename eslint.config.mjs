import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The SPA's layers (docs/architecture.md#the-map):
 * - it reaches the server only through the API: never libs/db, libs/config, backend/ or workers/
 *   (what it shares with them is @lesne/contracts and @lesne/domain);
 * - shared/ sits below app/ and features/ and imports neither;
 * - a feature imports another feature only through that feature's index.ts, its public surface
 *   (`from '../ranking'`, never `from '../ranking/RankingCard'`); app/ composes the features and
 *   may import any of their files; tests may too, to mock one module;
 * - a feature tells the user through shared/feedback, never with react-toastify or the console.
 */
const SPA_NEVER_IMPORTS = {
  group: ['@lesne/db', '@lesne/config', '**/libs/db/**', '**/libs/config/**', '**/backend/**', '**/workers/**'],
  message: 'The SPA reaches the server only through the API; it shares only @lesne/contracts and @lesne/domain.',
};
const ABOVE_SHARED = { group: ['**/features/**', '**/app/**'], message: 'shared/ is below app/ and features/: move what both need into shared/.' };
const FEATURE_INTERNALS = {
  regex: '^\\.\\./[^./][^/]*/',
  message: "Import another feature through its index.ts (e.g. '../ranking'), not its files.",
};
const TOASTS = { name: 'react-toastify', message: 'Tell the user through shared/feedback (notify.ts).' };
const spaImports = (patterns, paths = [TOASTS]) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });
const SPA_TESTS = ['frontend/src/**/*.spec.{ts,tsx}', 'frontend/src/test/**'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', 'backend/src/api-docs/metadata.ts' /* generated: npm run api-docs:generate */] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  // The layers (docs/architecture.md#the-map): an app never imports another app, and the libs never import an app;
  // what two of them share lives in libs/. Tests drive the whole stack and may reach across.
  ...[
    { files: ['backend/src/**'], apps: ['workers', 'frontend'] },
    { files: ['workers/src/**'], apps: ['backend', 'frontend'] },
    { files: ['libs/**'], apps: ['backend', 'workers', 'frontend'] },
  ].map(({ files, apps }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: apps.map((app) => `**/${app}/**`), message: 'Share it through libs/ instead (docs/architecture.md#the-map).' }] }],
    },
  })),
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['frontend/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  { files: ['frontend/src/**'], rules: { ...spaImports([SPA_NEVER_IMPORTS]), 'no-console': 'error' } },
  { files: ['frontend/src/features/**'], rules: spaImports([SPA_NEVER_IMPORTS, FEATURE_INTERNALS]) },
  { files: ['frontend/src/shared/**'], rules: spaImports([SPA_NEVER_IMPORTS, ABOVE_SHARED]) },
  // The feedback module and the toast container of the app shell are where toasts live.
  { files: ['frontend/src/shared/feedback/**'], rules: { ...spaImports([SPA_NEVER_IMPORTS, ABOVE_SHARED], []), 'no-console': 'off' } },
  { files: ['frontend/src/app/AppShell.tsx', ...SPA_TESTS], rules: spaImports([SPA_NEVER_IMPORTS], []) },
  {
    files: ['**/*.cjs', 'jest.config.js', 'frontend/test/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
