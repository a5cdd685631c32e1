import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import globals from 'globals';

/** The client's features (client/features/<x>/); each is a zone the others enter only by its public entry. */
const features = readdirSync(new URL('./client/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An import that climbs two or more folders: use the alias (@/, @common/, @server/) instead. */
const CLIMB = { regex: '^\\.\\./\\.\\./', message: 'Use the alias (@/, @common/, @server/) instead of climbing two or more folders.' };

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'bench/.data/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'e2e/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins and hooks are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Plain JavaScript build scripts run on Node and are not type-checked.
    files: ['**/*.mjs', '*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
  {
    // Architecture boundaries (docs/architecture.md, "Rules the linter enforces"), on resolved paths,
    // so a relative import and an alias (@/, @common/, @server/) are judged alike.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript settings of import-x (extensions, parser) so that no-cycle reads .ts/.tsx files too.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: 'common', from: ['client', 'server'], message: 'common/ is shared by client and server and imports neither.' },
            { target: 'client', from: 'server', message: 'The client talks to the server over HTTP only; shared code lives in common/.' },
            { target: 'server', from: 'client', message: 'The server does not import the client; shared code lives in common/.' },
            { target: ['client/lib', 'client/components'], from: 'client/features', message: 'lib/ and components/ serve every feature and import none: move the shared piece here instead.' },
            ...features.map((feature) => ({
              target: `client/features/${feature}`,
              from: `client/features/!(${feature})/**`,
              except: ['**/client/features/*/index.ts', '**/client/features/*/*test-utils.{ts,tsx}'],
              message: 'Another feature is entered only through its public entry, client/features/<x>/index.ts (tests may also use its *test-utils): export what you need there.',
            })),
          ],
        },
      ],
      // A lazy import() back into a module that imports this one (components/ui/toast.tsx loads toast-view.tsx) is allowed.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      // Imports that climb two or more folders use the aliases instead (tsconfig.json paths, aliases.ts).
      'no-restricted-imports': ['error', { patterns: [CLIMB] }],
    },
  },

  {
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
    },
  },
  {
    // Only repositories write SQL (docs/architecture.md, "One way through the code").
    files: ['server/**/*.ts'],
    ignores: ['server/**/repository.ts', 'server/db/**', 'server/test/**', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: "Only repositories import Kysely: put the query in this module's repository.ts (docs/architecture.md)." }], patterns: [CLIMB] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // Tests read JSON bodies (typed any) and assert on them.
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Last: turns off every stylistic rule that Prettier's output could break.
  prettier,
);
