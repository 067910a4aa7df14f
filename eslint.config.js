// ESLint flat config for the whole monorepo (`npm run lint` = `eslint .`).
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES_DIR = path.resolve(import.meta.dirname, 'apps/web/src/features');

/**
 * Front-end features do not import each other (README.md, «Архітектура»).
 * The web app imports by relative path, so the check resolves each relative specifier against
 * the importing file and reports it when it lands in another feature's folder; shared code
 * belongs in components/ui or lib/.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports from one apps/web/src/features/<area> into another' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import from feature '{{to}}': move the shared code to components/ui or lib/.",
    },
  },
  create(context) {
    const featureOf = (file) => {
      const rel = path.relative(FEATURES_DIR, file);
      if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
      return rel.split(path.sep)[0] ?? null;
    };
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('.')) target = path.resolve(path.dirname(context.filename), spec);
      else if (/(^|\/)features\//.test(spec)) target = path.join(FEATURES_DIR, spec.replace(/^.*?features\//, ''));
      else return;
      const to = featureOf(target);
      if (to && to !== from) context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

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
  // Web app: browser globals, React hooks rules, feature boundaries.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, tt: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'tt/feature-boundaries': 'error',
    },
  },
);
