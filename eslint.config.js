// ESLint for the TypeScript sources. Besides typescript-eslint's recommended rules it keeps the
// layering of the README visible: data flows syntax → model → match → fetch → cli, and no layer
// imports one above it; only the CLI touches Node; only the grammar entry points load Chevrotain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Layers, lowest first: a file in one may import only from those before it (and `diagnostics`). */
const LAYERS = ['syntax', 'model', 'match', 'editor', 'fetch', 'cli'];

/** Folders beside `match/` (the formatter, the linter, meta tags): they may import syntax, model and match. */
const BESIDE_MATCH = ['format', 'lint', 'meta'];

/** The import paths (relative, any depth) that reach a folder of src/. */
const into = (folders) => `^(\\.\\./)+(${folders.join('|')})/`;

function layerRules(layer) {
  const level = BESIDE_MATCH.includes(layer) ? 'match' : layer;
  const above = LAYERS.slice(LAYERS.indexOf(level) + 1);
  const patterns = [];
  if (above.length > 0)
    patterns.push({
      regex: into(above),
      message: `src/${layer}/ sits below ${above.join(', ')}: imports point one way (syntax → model → match → editor → fetch → cli).`,
    });
  if (layer !== 'cli') patterns.push({ regex: '^node:', message: 'Only src/cli/ touches Node: the core runs in browsers.' });
  patterns.push({ regex: '(^|/)grammar/', message: 'Only the grammar entry points load Chevrotain (src/grammar.ts, src/syntax/grammar-engine.ts).' });
  patterns.push({ regex: '^chevrotain$', message: 'Only the grammar entry points load Chevrotain.' });
  return { files: [`src/${layer}/**/*.ts`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default tseslint.config(
  { ignores: ['dist/**', 'editors/vscode/dist/**', 'docs/**', 'node_modules/**', 'bench/results/**', 'coverage/**', '.basedist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('./x.ts')` names a module loaded lazily (src/cli/engine.ts): allowed.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      // robots.txt text is full of control characters worth matching (NUL, CR, the C0 range).
      'no-control-regex': 'off',
    },
  },
  ...[...LAYERS, ...BESIDE_MATCH].map(layerRules),
  {
    // f(...list) puts every element on the stack: past ~100,000 elements V8 throws "Maximum call stack size exceeded",
    // and a list read from input (terms, diagnostics, lines, fixes) has no such bound. Loop instead.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > SpreadElement, NewExpression > SpreadElement',
          message: 'Spreading a list into a call overflows the stack on large input: push in a loop (a bounded chunk may opt out, saying its bound).',
        },
      ],
    },
  },
  {
    files: ['src/diagnostics/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: into(['model', 'match', 'fetch', 'cli']),
              message: 'Diagnostics are the shape every layer shares: they import only the syntax positions.',
            },
            { regex: '^node:', message: 'Only src/cli/ touches Node.' },
          ],
        },
      ],
    },
  },
  {
    // The known-crawler table is data every stage reads: it imports nothing.
    files: ['src/crawlers/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.|node:)', message: 'src/crawlers/ is data: it imports nothing.' }] }] },
  },
  // The grammar's own entry points are where Chevrotain may load.
  { files: ['src/syntax/grammar-engine.ts', 'src/grammar.ts', 'src/cli/engine-grammar.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The playground runs in a browser and reads the library through its public entries only.
    files: ['playground/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'The playground runs in a browser: no Node modules.' },
            {
              regex: '^(\\.\\./)+src/(?!(index|editor|meta)\\.ts$)',
              message: 'The playground imports the library through its public entries (src/index.ts, src/editor.ts, src/meta.ts), never src/cli or internals.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['playground/sw.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', URL: 'readonly', Response: 'readonly' } },
  },
  {
    files: ['test/**/*.{ts,mjs}', 'bench/**/*.mjs', 'scripts/**/*.{ts,mjs}', 'conformance/**/*.mjs', '*.{js,ts}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        performance: 'readonly',
        globalThis: 'readonly',
        Buffer: 'readonly',
        structuredClone: 'readonly',
        fetch: 'readonly',
        Response: 'readonly',
        AbortController: 'readonly',
      },
    },
    // Expected terminal output is written with its spaces, as it prints.
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-regex-spaces': 'off' },
  },
);
