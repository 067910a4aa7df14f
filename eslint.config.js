// ESLint flat config for the whole monorepo (`npm run lint` = `eslint . && knip`).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layers, each importing only from those below it (docs/decisions/0022-layers-enforced-by-lint.md).
const SERVER = 'apps/server/src';
/** The server's composition: what wires the layers together and is imported by none of them. */
const SERVER_COMPOSITION = ['app.ts', 'server.ts', 'open-database.ts', 'cli', 'demo'].map((p) => `${SERVER}/${p}`);
const WEB = 'apps/web/src';
const WEB_FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** import-x/no-restricted-paths zones: `target` files may not import from `from`. */
const layerZones = [
  {
    target: `${SERVER}/routes`,
    from: `${SERVER}/db`,
    message: 'Routes call domain verbs and queries; the tables (db/) are the domain’s to query.',
  },
  {
    target: `${SERVER}/domain`,
    from: [`${SERVER}/routes`, `${SERVER}/plugins`, ...SERVER_COMPOSITION],
    message: 'The domain never imports routes or plugins: take what it needs as arguments.',
  },
  {
    target: `${SERVER}/db`,
    from: [`${SERVER}/domain`, `${SERVER}/routes`, `${SERVER}/plugins`, ...SERVER_COMPOSITION],
    message: 'db/ is below the domain: it holds tables and connections, never rules.',
  },
  {
    target: `${SERVER}/lib`,
    from: SERVER,
    except: ['./lib'],
    message: 'lib/ is the floor: it imports nothing else of the server (no database, domain, plugins or routes).',
  },
  {
    target: 'packages/contracts',
    from: ['apps', 'e2e'],
    message: 'Contracts are shared by server and web and import neither.',
  },
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared code to components/ or lib/.',
  })),
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: `${WEB}/features`,
    message: 'components/ and lib/ are shared by the features and never import one.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tmp/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Import graph: layers and cycles, resolved as TypeScript resolves them (workspace packages included).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (positional arguments, destructuring rests).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  // Server: env.ts is the only reader of process.env (configuration is validated once, there).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through loadEnv() in apps/server/src/env.ts, the only reader of process.env.',
        },
      ],
    },
  },
  // Web app: browser globals, React hooks rules.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
);
