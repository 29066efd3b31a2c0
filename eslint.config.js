import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import featureBoundaries from './tools/eslint-rules/feature-boundaries.js';

// Bare builtin names go in `paths` (exact match): as patterns they would also match './url'.
const nodeBuiltinPaths = (message) =>
  ['fs', 'path', 'os', 'crypto', 'http', 'https', 'child_process', 'url', 'stream'].map((name) => ({
    name,
    message,
  }));

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'node_modules/**', 'server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      'check-file': checkFile,
      // Loaded everywhere, so a line that allows punctuation names a rule that exists (ADR 056).
      formatjs,
      formloom: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // core/ runs in browsers and on the server: no DOM, no Node, no app layers.
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '@/*'],
              message: 'core imports neither server nor web.',
            },
            { group: ['node:*'], message: 'core must not use Node APIs.' },
            { group: ['react', 'react-dom', 'react/*'], message: 'core has no UI.' },
          ],
          paths: nodeBuiltinPaths('core must not use Node APIs.'),
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'localStorage'],
    },
  },
  {
    // Plain scripts served as-is to the browser.
    files: ['web/public/**/*.js'],
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly' },
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**', '@/*'], message: 'server does not import web.' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/vite.config.ts', 'web/vite.form-ssr.config.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'formloom/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'web talks to the server over HTTP only.' },
            { group: ['node:*'], message: 'web runs in the browser.' },
          ],
          paths: nodeBuiltinPaths('web runs in the browser.'),
        },
      ],
    },
  },
  {
    // Words on screen go through a catalogue (ADR 056): the app's `messages.ts` files, the
    // respondent page's renderer/i18n. Punctuation that is no word may be allowed line by line.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/test-support/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'error' },
  },
  {
    // The public form's code: an icon by its own path, since lucide-react's index names every
    // icon and would pull the lazy inputs' icons into the form page's app chunk (ADR 046).
    files: ['web/src/renderer/**/*.{ts,tsx}', 'web/src/features/form-renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'web talks to the server over HTTP only.' },
            { group: ['node:*'], message: 'web runs in the browser.' },
          ],
          paths: [
            ...nodeBuiltinPaths('web runs in the browser.'),
            {
              name: 'lucide-react',
              message:
                'Import each icon by its path (lucide-react/icons/star): see eslint.config.js.',
            },
          ],
        },
      ],
    },
  },
);
