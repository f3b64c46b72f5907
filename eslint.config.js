import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Recommended JavaScript and TypeScript rules everywhere, React hooks rules in the renderer,
 * and the architecture's import boundaries as `no-restricted-imports`:
 * - the renderer never reaches the main process, the server or Electron;
 * - electron/core/ never imports Electron (it runs in plain Node: tests, e2e harness), nor the
 *   Electron glue around it in electron/ (relative paths included, checked on the resolved file);
 * - a renderer feature folder never imports another feature folder;
 * - screens, components and hooks never import the bridge (state/storefront.ts): they ask the core through
 *   their feature's api.ts or lib/api.ts; only those and state/ (the query cache, the page's state) import it.
 */

const FEATURES_DIR = 'renderer/src/features';
const features = readdirSync(new URL(`./${FEATURES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Imports no renderer file may make: the electron package, electron/ and server/ of this repo. */
const rendererBoundary = [
  {
    regex: '(^|/)(electron|server)(/|$)',
    message: 'The renderer reaches the main process only through window.storefront (contract/bridge.ts).',
  },
];
/**
 * Only a feature's api.ts, lib/api.ts and state/ (the query cache, the page's state) import the bridge: screens,
 * components and hooks ask the core through those modules, so each feature's traffic with the core is read in one place.
 */
const bridgeBoundary = [
  {
    regex: '(^|/)state/storefront$',
    message: 'Ask the core through the feature’s api.ts (or lib/api.ts for calls several parts share), not the bridge itself.',
  },
];
const BRIDGE_OWNERS = ['renderer/src/lib/api.ts', 'renderer/src/state/**/*.{ts,tsx}'];

/** Renderer unit tests run in Node and may read server fixtures (e.g. dictionaries), never Electron. */
const rendererTestBoundary = [{ regex: '(^|/)electron(/|$)', message: 'Renderer tests run without Electron.' }];
/** The renderer's unit tests, at tests/renderer/<the path of the code under renderer/src>. */
const RENDERER_TESTS = 'tests/renderer';

/** For a file of feature `name`: any path naming another feature folder. */
const otherFeatures = (name) => {
  const others = features.filter((feature) => feature !== name).map(escape);
  if (others.length === 0) return [];
  const list = others.join('|');
  return [
    {
      // '../cart/x' from a feature's root, '../../cart' deeper, or any path through features/cart.
      regex: `(^(\\.\\./)+|(^|/)features/)(${list})(/|$)`,
      message: 'Feature folders do not import each other: move shared code to components/, lib/ or state/.',
    },
  ];
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default defineConfig([
  globalIgnores(['out/', 'dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'coverage/', '.data/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts}'],
    ignores: ['renderer/src/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser },
  },
  {
    // The renderer's tests draw components in a page (jsdom) and run in Node.
    files: [`${RENDERER_TESTS}/**/*.{ts,tsx}`],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  { files: ['renderer/**/*.{ts,tsx}'], rules: restrict([...rendererBoundary, ...bridgeBoundary]) },
  { files: BRIDGE_OWNERS, rules: restrict(rendererBoundary) },
  { files: [`${RENDERER_TESTS}/**/*.{ts,tsx}`], rules: restrict(rendererTestBoundary) },
  // Per feature: later blocks replace the rule's options, so each repeats the renderer boundary.
  ...features.flatMap((name) => [
    {
      files: [`${FEATURES_DIR}/${name}/**/*.{ts,tsx}`],
      rules: restrict([...rendererBoundary, ...bridgeBoundary, ...otherFeatures(name)]),
    },
    {
      files: [`${FEATURES_DIR}/${name}/api.ts`],
      rules: restrict([...rendererBoundary, ...otherFeatures(name)]),
    },
    {
      files: [`${RENDERER_TESTS}/features/${name}/**/*.{ts,tsx}`],
      rules: restrict([...rendererTestBoundary, ...otherFeatures(name)]),
    },
  ]),
  {
    files: ['electron/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'electron/core runs in plain Node: take what you need through CoreDeps.' }],
          patterns: [{ regex: '^electron/', message: 'electron/core runs in plain Node.' }],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './electron/core',
              from: './electron',
              except: ['./core'],
              message: 'electron/core runs in plain Node without the Electron glue: move what it needs into the core, or take it through CoreDeps.',
            },
          ],
        },
      ],
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })] },
  },
  {
    // The contract is read by the page, the core, the harness and the tests alike: it needs neither Electron nor Node.
    files: ['contract/**/*.ts'],
    rules: restrict([
      { regex: '^(electron|node:.*)$', message: 'contract/ is shared by both processes: no Electron, no Node.' },
      { regex: '(^|/)(electron|renderer|server|preload|browser-shell|tests)(/|$)', message: 'contract/ imports only itself, zod and the language list.' },
    ]),
  },
  // The reference store is typed with its own wire types (server/wire/): typed with the app's, it could not
  // catch an app that misreads what the store sends.
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      {
        group: ['**/preload', '**/preload/**', '**/contract', '**/contract/**', '**/electron', '**/electron/**', '**/renderer', '**/renderer/**'],
        message: 'The store never imports the desktop app: describe what goes over the wire in server/wire/.',
      },
    ]),
  },
]);
