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
 * - a feature tells the user through shared/feedback, never with react-toastify or the console;
 * - a feature reaches the server through its `*.queries.ts`: reads as query options, writes as
 *   `useMutation` hooks with their cache updates and feedback beside them. Only a `*.queries.ts`
 *   imports the calls of a `*.api.ts` (types excepted), and only a `*.api.ts` the HTTP client.
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

/**
 * One door to the database: outside libs/db, the API, the workers and the other libs query only
 * through libs/db's repositories (`db.<area>.<function>(manager, …)`) and open transactions only
 * with its inTransaction, whose after-commit hook publishes the outbox. They may hold a DataSource
 * or an EntityManager to pass on, never query with one. Tests are exempt: they set up and inspect
 * rows directly.
 */
const DOOR = 'Queries live in libs/db: add a function to the repository of its area and call it as db.<area>.<function>(manager, …).';
const DB_ONLY_IMPORTS = [
  {
    name: 'typeorm',
    importNames: ['Repository', 'SelectQueryBuilder', 'Brackets', 'In', 'Not', 'IsNull', 'LessThan', 'LessThanOrEqual', 'MoreThan', 'MoreThanOrEqual', 'Between', 'Like', 'ILike', 'Any', 'Raw', 'Equal'],
    message: DOOR,
  },
  { name: '@nestjs/typeorm', importNames: ['InjectRepository', 'InjectEntityManager', 'getRepositoryToken'], message: DOOR },
];
const QUERY_METHODS = 'find|findBy|findOne|findOneBy|findOneOrFail|findOneByOrFail|findAndCount|findAndCountBy|count|countBy|exists|existsBy|sum|average|minimum|maximum|save|insert|update|upsert|delete|softDelete|restore|remove|increment|decrement|query|clear';
const QUERY_HOLDERS = 'manager|entityManager|dataSource|queryRunner';
const DOOR_SYNTAX = [
  { selector: "CallExpression[callee.property.name=/^(getRepository|createQueryBuilder|createQueryRunner|withRepository)$/]", message: DOOR },
  { selector: `CallExpression[callee.property.name=/^(${QUERY_METHODS})$/][callee.object.name=/^(${QUERY_HOLDERS})$/]`, message: DOOR },
  { selector: `CallExpression[callee.property.name=/^(${QUERY_METHODS})$/][callee.object.property.name=/^(${QUERY_HOLDERS})$/]`, message: DOOR },
  {
    selector: `CallExpression[callee.property.name='transaction'][callee.object.name=/^(${QUERY_HOLDERS})$/], CallExpression[callee.property.name='transaction'][callee.object.property.name=/^(${QUERY_HOLDERS})$/]`,
    message: "Open it with libs/db's inTransaction(dataSource, work): its after-commit hook publishes what the work wrote to the outbox.",
  },
];
const TESTS = ['**/*.spec.ts', '**/*.int-spec.ts', '**/test/**'];
const LAYERS = [
  { files: ['backend/src/**'], apps: ['workers', 'frontend'] },
  { files: ['workers/src/**'], apps: ['backend', 'frontend'] },
  { files: ['libs/**'], apps: ['backend', 'workers', 'frontend'] },
];
const layerPatterns = (apps) => [{ group: apps.map((app) => `**/${app}/**`), message: 'Share it through libs/ instead (docs/architecture.md#the-map).' }];
const THROUGH_QUERIES = 'A write in the SPA is a mutation hook in its feature\'s *.queries.ts (reads are query options there too).';
const API_CALLS = { regex: '\\.api$', allowTypeImports: true, message: THROUGH_QUERIES };
const HTTP_CLIENT = { regex: '/shared/api/http$', message: 'Only a feature\'s *.api.ts calls the HTTP client.' };
const MUTATION = { name: '@tanstack/react-query', importNames: ['useMutation'], message: THROUGH_QUERIES };
const CACHE_WRITES = {
  selector: "CallExpression[callee.property.name=/^set(Query|Queries)Data$/]",
  message: 'The cache changes beside the write that changed the server, in its *.queries.ts.',
};
const spaImports = (patterns, paths = [TOASTS]) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });
/** What every SPA file but a feature's queries and api modules may not do: call the API or write the cache. */
const outsideQueries = (patterns, paths = [TOASTS]) => ({
  ...spaImports([...patterns, API_CALLS, HTTP_CLIENT], [...paths, MUTATION]),
  'no-restricted-syntax': ['error', CACHE_WRITES],
});
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
  ...LAYERS.map(({ files, apps }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(apps) }] },
  })),
  // The one door (DOOR above): the same layers, and no query outside libs/db.
  ...LAYERS.map(({ files, apps }) => ({
    files,
    ignores: ['libs/db/**', ...TESTS],
    rules: {
      'no-restricted-imports': ['error', { paths: DB_ONLY_IMPORTS, patterns: layerPatterns(apps) }],
      'no-restricted-syntax': ['error', ...DOOR_SYNTAX],
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
  { files: ['frontend/src/**'], rules: { ...outsideQueries([SPA_NEVER_IMPORTS]), 'no-console': 'error' } },
  { files: ['frontend/src/features/**'], rules: outsideQueries([SPA_NEVER_IMPORTS, FEATURE_INTERNALS]) },
  { files: ['frontend/src/shared/**'], rules: outsideQueries([SPA_NEVER_IMPORTS, ABOVE_SHARED]) },
  // The feedback module and the toast container of the app shell are where toasts live.
  { files: ['frontend/src/shared/feedback/**'], rules: { ...outsideQueries([SPA_NEVER_IMPORTS, ABOVE_SHARED], []), 'no-console': 'off' } },
  { files: ['frontend/src/app/AppShell.tsx'], rules: outsideQueries([SPA_NEVER_IMPORTS], []) },
  // Where the server is reached: a feature's api calls (the HTTP client's own folder below them),
  // and its queries, which alone call them and change the cache.
  { files: ['frontend/src/features/**/*.api.ts'], rules: { ...spaImports([SPA_NEVER_IMPORTS, FEATURE_INTERNALS]), 'no-restricted-syntax': ['error', CACHE_WRITES] } },
  { files: ['frontend/src/shared/api/**'], rules: spaImports([SPA_NEVER_IMPORTS, ABOVE_SHARED]) },
  { files: ['frontend/src/features/**/*.queries.ts'], rules: { ...spaImports([SPA_NEVER_IMPORTS, FEATURE_INTERNALS, HTTP_CLIENT]), 'no-restricted-syntax': 'off' } },
  // The one call outside a feature: the queue board's pass, asked for while a tab opens within the
  // click (a popup blocker allows no later one), then the tab is led to the API's board.
  { files: ['frontend/src/app/queue-board.ts'], rules: spaImports([SPA_NEVER_IMPORTS]) },
  // Live events are the server's writes arriving: they go into the cache as they come.
  { files: ['frontend/src/features/live/useLiveCache.ts'], rules: { 'no-restricted-syntax': 'off' } },
  { files: SPA_TESTS, rules: { ...spaImports([SPA_NEVER_IMPORTS], []), 'no-restricted-syntax': 'off' } },
  {
    files: ['**/*.cjs', 'jest.config.js', 'webpack.config.js', 'frontend/test/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
