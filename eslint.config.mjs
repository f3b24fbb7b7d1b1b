import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

/*
 * Widget boundaries (issue 24): a folder of packages/widgets/src (admin/, cart/, seller/, ...) imports
 * its own files and the shared folders, never another capability's internals, so no capability
 * depends on a sibling and one widget's code does not end up in another's chunks unasked. Checked
 * on the resolved path of every relative `import`, `export ... from` and `import()`. Allowed:
 *   - the importing file's own folder;
 *   - the shared folders: every `*-shared/` (calculator-shared/, content-shared/, dashboard-shared/),
 *     deferred/ (lazy loading) and sign-in-prompt/ (the "Log in" box the buyer widgets show);
 *   - test support — testing/ and any `<capability>/testing/` — from tests (`*.test.*`), stories
 *     (`*.stories.*`) and testing/ itself, never from shipped code;
 *   - the crossings listed below, file by file: WIDGET_CROSSINGS for any code, WIDGET_TEST_CROSSINGS
 *     for tests and stories only. A new crossing is a decision taken here, in review; a piece that
 *     two capabilities both need belongs in a shared folder instead.
 */
const WIDGETS_SRC = fileURLToPath(new URL('./packages/widgets/src/', import.meta.url));
const WIDGET_SHARED_FOLDER = /^(?:[a-z-]+-shared|deferred|sign-in-prompt)$/;
const WIDGET_TEST_SUPPORT = /^(?:[a-z-]+\/)?testing\//;
const WIDGET_TEST_CODE = /\.(?:test|stories)\.tsx?$|^testing\//;

/** `importing folder -> another capability's file`. */
const WIDGET_CROSSINGS = [
  // A widget that shows another capability's widget on purpose: its public component or lazy wrapper.
  'calculator-shared -> quote/QuoteRequestDialog.tsx',
  'catalogue -> quote/QuoteRequestButton.tsx',
  'checkout -> cart/CartSummary.tsx',
  'home -> catalogue/ProductCard.tsx',
  'home -> material-calculator/DeferredMaterialCalculatorDialog.tsx',
  'home -> quote/DeferredQuoteRequestDialog.tsx',
  'price-board -> quote/DeferredQuoteRequestDialog.tsx',
  'price-board -> quote/QuoteRequestDialog.tsx',
  'profile -> boq-calculator/SavedBoqs.tsx',
  'address-shared -> location/LocationPicker.tsx',
  // Accepting RFQ offers places orders as checkout does: its address choice and business details (issue 31).
  'buyer-rfqs -> checkout/AddressChoice.tsx',
  'buyer-rfqs -> checkout/BusinessDetails.tsx',
  'buyer-rfqs -> checkout/NewAddress.tsx',
  'admin -> orders/OrderStatusBadge.tsx',
  'admin -> blog/BlogPostEditor.tsx',
  // The Blog tab fetches the post form's language with the post, so the form opens in it (issue 32).
  'admin -> blog/editor/blogEditorMessages.ts',
  'profile -> orders/OrderStatusBadge.tsx',
  // The account's Order History lists My Orders' orders in My Orders' words, and its dates as My Orders writes them (issue 32).
  'profile -> orders/orderDate.ts',
  'profile -> orders/ordersMessages.ts',
  'seller -> orders/OrderDocuments.tsx',
  'seller -> orders/OrderStatusBadge.tsx',
  'sign-in-prompt -> account/SignIn.tsx',
  'site-shell -> catalogue/PincodeCheck.tsx',
  // The header search's quote request for what matched nothing (issue 29).
  'site-shell -> quote/DeferredQuoteRequestDialog.tsx',
  // A request for quotation of a calculation's materials or of the cart (issue 31).
  'calculator-shared -> rfq-request/RfqRequestDialog.tsx',
  'cart -> rfq-request/RfqRequestDialog.tsx',
  'chatbot -> rfq-request/RfqRequestDialog.tsx',
  // Not moved yet: buyer widgets borrowing a sibling's style sheet or hook, as the work areas did
  // before dashboard-shared/. Left for an issue of their own; do not add to these.
  'checkout -> cart/cart.css.ts',
  'home -> catalogue/catalogue.css.ts',
  'orders -> cart/cart.css.ts',
  'profile -> orders/orders.css.ts',
  'profile -> orders/useBuyerOrders.ts',
  'site-shell -> account/useSiteInfo.ts',
];

/** Tests that exercise two capabilities together. */
const WIDGET_TEST_CROSSINGS = ['checkout -> orders/OrderList.tsx'];

const crossings = new Set(WIDGET_CROSSINGS);
const testCrossings = new Set(WIDGET_TEST_CROSSINGS);

const widgetBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A widget folder imports only its own files, the shared folders and the crossings listed in eslint.config.mjs' },
    schema: [],
    messages: {
      internals:
        "{{folder}}/ may not import '{{target}}', another capability's internals: move what both use into a shared folder (e.g. dashboard-shared/), or list a deliberate crossing in eslint.config.mjs.",
      testSupport: "'{{target}}' is test support: only tests and stories import it.",
    },
  },
  create(context) {
    const file = path.relative(WIDGETS_SRC, context.filename).split(path.sep).join('/');
    if (file.startsWith('..') || path.isAbsolute(file) || !file.includes('/')) return {};
    const folder = file.slice(0, file.indexOf('/'));
    const testCode = WIDGET_TEST_CODE.test(file);
    const check = (sourceNode) => {
      const source =
        sourceNode?.type === 'Literal'
          ? sourceNode.value
          : sourceNode?.type === 'TemplateLiteral' && sourceNode.expressions.length === 0
            ? sourceNode.quasis[0].value.cooked
            : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(WIDGETS_SRC, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      if (target.startsWith('..')) return; // another package: by package name only (DESIGN.md), not this rule's concern
      const targetFolder = target.split('/')[0];
      if (WIDGET_TEST_SUPPORT.test(target) && targetFolder !== folder) {
        if (!testCode) context.report({ node: sourceNode, messageId: 'testSupport', data: { target } });
        return;
      }
      if (targetFolder === folder || WIDGET_SHARED_FOLDER.test(targetFolder)) return;
      const crossing = `${folder} -> ${target}`;
      if (crossings.has(crossing) || (testCode && testCrossings.has(crossing))) return;
      context.report({ node: sourceNode, messageId: 'internals', data: { folder, target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/*
 * Package boundaries (issue 24, DESIGN.md "Layout"): a package imports another by its name
 * (`@nirmaan/core`, resolved to the source through the `source` export condition), never by a
 * relative path into its folder: `../../../core/src/...` skips the package's public entry, and the
 * dependency is not declared. The host app counts as a package here.
 */
const REPOSITORY = fileURLToPath(new URL('./', import.meta.url));
const PACKAGE_ROOT = /^(packages\/[a-z-]+|host-app)\//;

const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Another package is imported by its name, never by a relative path into its folder' },
    schema: [],
    messages: { relative: "'{{source}}' reaches into {{target}}: import it by its package name (@nirmaan/...)." },
  },
  create(context) {
    const own = path.relative(REPOSITORY, context.filename).split(path.sep).join('/').match(PACKAGE_ROOT)?.[1];
    if (!own) return {};
    const check = (sourceNode) => {
      const source = sourceNode?.type === 'Literal' ? sourceNode.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(REPOSITORY, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      const targetPackage = target.match(PACKAGE_ROOT)?.[1];
      if (targetPackage && targetPackage !== own) context.report({ node: sourceNode, messageId: 'relative', data: { source, target: targetPackage } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const nirmaanPlugin = { rules: { 'widget-boundaries': widgetBoundaries, 'package-boundaries': packageBoundaries } };

const SERVER_TAKES_PURE_CORE = {
  name: '@nirmaan/core',
  message: 'The server imports @nirmaan/core/pure (no stores, no fetch); browser state has no place in it.',
};
const ROUTES_DO_NOT_QUERY = "Routes do not query: put the query in the capability's queries.ts (or its domain module) and call that.";

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.next/**',
      'compat/hosts/next/next-env.d.ts',
      'storybook-static/**',
      'node_modules/**',
      'e2e/artifacts/**',
      'bench/results/**',
      // Generated by scripts/compile-messages.mjs from the catalogues' JSON.
      '**/messages/compiled/**',
      '.data/**',
      'examples/api-client/nirmaanApi.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The compatibility suite's plain partner page: a browser script.
    files: ['compat/hosts/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // A tab panel is in the Tab order (WAI-ARIA Authoring Practices, "Tabs"); jsx-a11y's recommended set allows it too.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel'] }],
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'host-app/**/*.{ts,tsx}'],
    plugins: { nirmaan: nirmaanPlugin },
    rules: { 'nirmaan/package-boundaries': 'error' },
  },
  {
    files: ['packages/widgets/src/**/*.{ts,tsx}'],
    rules: { 'nirmaan/widget-boundaries': 'error' },
  },
  {
    // The pure packages run in the server too: no React, no React bindings of the stores.
    files: ['packages/core/src/**/*.ts', 'packages/calculators/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', '@nanostores/react'].map((name) => ({
            name,
            message: 'core and calculators are React-free: React belongs in @nirmaan/ui and @nirmaan/widgets.',
          })),
        },
      ],
    },
  },
  {
    // The server takes the pure entry of core: types, rules, texts, formatting; no stores, no fetch.
    files: ['packages/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [SERVER_TAKES_PURE_CORE] }],
    },
  },
  {
    // Server by capability: a routes.ts registers handlers and calls its capability's queries; it never queries.
    // (A later no-restricted-imports replaces the one above for these files, so it repeats the core entry.)
    files: ['packages/server/src/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [SERVER_TAKES_PURE_CORE, { name: 'drizzle-orm', message: ROUTES_DO_NOT_QUERY }],
          patterns: [{ group: ['drizzle-orm/*', '../db/*', '../db/**'], message: ROUTES_DO_NOT_QUERY }],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/main.ts', 'packages/server/src/seedDemo.ts', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
