// ESLint flat config for the whole monorepo. `npm run lint` runs it, then `prettier --check .`;
// formatting is Prettier's alone (eslint-config-prettier, last, turns off the rules that would fight it).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const server = 'packages/server/src';
const web = 'packages/web/src';
const webPages = readdirSync(path.join(root, web, 'pages'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const serverModules = readdirSync(path.join(root, server, 'modules'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Files that belong to a tsconfig, so type-aware rules can run on them (the rest are build and config scripts).
const typed = ['packages/*/src/**/*.{ts,tsx}', 'packages/server/test/**/*.ts', 'e2e/**/*.ts', 'packages/web/{vite,vitest}.config.ts'];

export default defineConfig(
  { ignores: ['**/node_modules/', '**/dist/', 'data/', '.vitest-results/', 'screenshots/', 'test-results/'] },

  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: typed,
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      // Off: here `async` is mostly imposed by an interface (Fastify hooks, the endpoint handler table, Kysely's
      // MigrationProvider, vitest mocks), so a body without await is the normal case, not a forgotten await; the
      // mistakes the rule aims at are caught by no-floating-promises and no-misused-promises, which stay on.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // API tests read responses as a client does: `res.json()` is untyped on purpose (the test checks the wire shape
    // with expect, not the server's own types), so the no-unsafe-* family would only demand casts that prove nothing.
    files: ['packages/*/test/**/*.ts', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Node scripts (build, bench, test runner, this file). TypeScript files need no globals list: tsc checks names there.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      // `_name` marks a parameter or binding that a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },

  // Import resolution shared by the import-x rules: TypeScript's own resolution (workspace packages, extensionless paths).
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // eslint-import-resolver-typescript 3.8 resolves in plain JavaScript; later versions need native resolver
      // builds for every platform in the lock file, which the package registry available here cannot supply.
      'import-x/resolver': {
        typescript: { project: ['packages/*/tsconfig.json', 'e2e/tsconfig.json'] },
      },
    },
  },

  // contract: what web and server agree on. It imports only zod and its own files, and does no I/O.
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['packages/contract/**/*.test.ts', 'packages/contract/vitest.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.{1,2}/)',
              message: 'contract imports only zod and its own files (no workspace package, no Node built-in, no I/O).',
            },
          ],
        },
      ],
      'import-x/no-nodejs-modules': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [{ target: 'packages/contract', from: ['packages/server', 'packages/web', 'e2e', 'scripts'], message: 'contract imports only its own files.' }],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'document', 'window'].map((name) => ({ name, message: 'contract does no I/O.' })),
      ],
    },
  },
  {
    // Contract's table tests run under vitest; they stay free of I/O like the code they test.
    files: ['packages/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod(/|$)|vitest$|\\.{1,2}/)', message: 'contract tests import only vitest, zod and contract files.' }] }],
    },
  },

  // server: a module uses another module only through its service; platform does not depend on modules, nor either on the seed.
  {
    files: [`${server}/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...serverModules.map((area) => ({
              target: `${server}/modules/${area}`,
              from: `${server}/modules`,
              // A module's public surface is its service.ts (user also has member-service.ts, the member-account half of its service).
              except: [`./${area}`, ...serverModules.filter((other) => other !== area).flatMap((other) => [`./${other}/service.ts`, ...serviceFiles(other)])],
              message: 'Use another module only through its service (modules/<area>/service), never its repo, routes or helpers.',
            })),
            {
              target: `${server}/platform`,
              from: `${server}/modules`,
              message: 'platform/ is below modules/: it must not import them.',
            },
            {
              target: [`${server}/platform`, `${server}/modules`],
              from: `${server}/seed`,
              message: 'The demo seed is a layer above the modules: what a module needs of it (reference data) belongs in the module.',
            },
          ],
        },
      ],
    },
  },
  {
    // The demo seed is a layer above the modules, like app.ts: it drives their services (workflow engine, attachments,
    // approvals) so every demo record goes through the same rules as a user's, and reaches a module only that way.
    files: [`${server}/seed/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: seedZones() }],
    },
  },

  // web: app/ composes pages and components; pages use components; components use neither.
  {
    files: [`${web}/pages/**/*.{ts,tsx}`, `${web}/components/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: [`${web}/pages`, `${web}/components`], from: `${web}/app`, message: 'pages and components must not import from app/ (app composes them, not the reverse).' },
            { target: `${web}/components`, from: `${web}/pages`, message: 'shared components must not import from pages/.' },
            // What two page folders share lives in components/<area>/, so each page folder can change on its own.
            ...webPages.map((area) => ({
              target: `${web}/pages/${area}`,
              from: `${web}/pages`,
              except: [`./${area}`],
              message: 'a page folder must not import another page folder: move what both use to components/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    extends: [reactHooks.configs.flat.recommended],
  },

  // No import cycles in server or web. Type-only imports are not followed: they vanish when compiled, so they cannot
  // cause the half-initialised module that makes a runtime cycle dangerous.
  {
    files: ['packages/server/**/*.ts', 'packages/web/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  prettier,
);

/** service.ts plus any `*-service.ts` beside it (a service split in files), relative to modules/. */
function serviceFiles(area) {
  return readdirSync(path.join(root, server, 'modules', area))
    .filter((f) => f.endsWith('-service.ts'))
    .map((f) => `./${area}/${f}`);
}

/** For the seed: modules only through their services. */
function seedZones() {
  return [
    {
      target: `${server}/seed`,
      from: `${server}/modules`,
      except: serverModules.flatMap((area) => [`./${area}/service.ts`, ...serviceFiles(area)]),
      message: 'Demo seeds may use modules only through their services.',
    },
  ];
}
