import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'dist/',
      'build/',
      '.react-router/',
      '**/*.generated.d.ts',
      'emulator/.data/',
      '.data/',
      'bench-results/',
      'test-results/',
      'test-results-cms/',
      'playwright-report/',
      // Strapi's build output and the types it generates.
      'cms/dist/',
      'cms/.strapi/',
      'cms/types/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
      '@typescript-eslint/no-empty-object-type': ['error', {allowInterfaces: 'with-single-extends'}],
      'no-console': ['warn', {allow: ['warn', 'error', 'info']}],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    // Command-line programs print their results.
    files: ['scripts/**', 'emulator/src/main.ts', 'emulator/bench/**', 'emulator/seed/**'],
    rules: {'no-console': 'off'},
  },
  {
    // Tests and benchmarks read untyped JSON answers from the network edge.
    files: ['tests/**', 'emulator/test/**', 'emulator/bench/**'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
);
