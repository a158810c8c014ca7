import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  // The layers (DESIGN.md): an app never imports another app, and the libs never import an app;
  // what two of them share lives in libs/. Tests drive the whole stack and may reach across.
  ...[
    { files: ['backend/src/**'], apps: ['workers', 'frontend'] },
    { files: ['workers/src/**'], apps: ['backend', 'frontend'] },
    { files: ['libs/**'], apps: ['backend', 'workers', 'frontend'] },
  ].map(({ files, apps }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: apps.map((app) => `**/${app}/**`), message: 'Share it through libs/ instead (DESIGN.md, layout).' }] }],
    },
  })),
  {
    files: ['**/*.cjs', 'jest.config.js', 'frontend/test/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
