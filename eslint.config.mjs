// Lint for the whole monorepo: typescript-eslint's recommended rules, with formatting left to Prettier.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // .bench/: baseline checkouts made by npm run bench:system.
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Apps and features never reach into each other's folders: shared code is a lib, @app/<lib>.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/*', '**/libs/*/src', '**/libs/*/src/*'],
              message: 'Import shared code as @app/<lib>.',
            },
          ],
        },
      ],
    },
  },
  {
    // The test harness boots the real gateway, so it may import the app's bootstrap.
    files: ['test/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
