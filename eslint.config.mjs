// ESLint 9 flat config: Next's core-web-vitals rules, typescript-eslint (type-aware for the
// promise bugs it finds), the full jsx-a11y recommended set, and Prettier owning layout.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/.next/**',
      'out/**',
      '**/node_modules/**',
      'bench/**',
      '.cache/**',
      '**/test-results/**',
      '**/next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  // next registers the jsx-a11y plugin with a few rules; turn on its whole recommended set.
  {
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scroll container must take focus to be scrolled by keyboard (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region', 'group'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unused-expressions': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Keystatic hands each field input `autoFocus` (true only for the first field of a dialog
    // it opens, so the keyboard starts there); the editor's own inputs pass it on, as Keystatic's do.
    files: ['cms/fields/inputs.tsx', 'cms/fields/unit-inputs.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    // Playwright's fixtures hand their value on with a function named `use`, not React's hook.
    files: ['tests/e2e/**', 'cms/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
);
