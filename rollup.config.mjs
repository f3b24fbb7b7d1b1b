// Builds the library packages to ESM + .d.ts (+ CSS), and the embed script partner pages load.
// Configs run in order: a package is built before the ones that import it.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { transform as esbuildTransform } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dts } from 'rollup-plugin-dts';
import { elementBundles } from './scripts/elementBundles.mjs';
import { elementModules, reserveStylesheet } from './scripts/elementModules.mjs';
import { INDIC_FONT_FAMILY, INDIC_FONT_WEIGHTS, INDIC_FONTS, indicFontFileName, indicFontModulePath } from './packages/ui/src/theme/indicFonts.ts';

const WIDGET_CSS_MODULE = 'virtual:nirmaan-widget-css';

const CSS_TEXT_SUFFIX = '.css?inline';

/** Every bare import stays an import: packages depend on each other and on React through npm. Virtual modules are built in. */
const isBareImport = (id) =>
  !id.startsWith('.') &&
  !id.startsWith('/') &&
  !id.startsWith('\0') &&
  !id.startsWith('virtual:') &&
  !id.includes('.vanilla.css') &&
  !id.endsWith(CSS_TEXT_SUFFIX);

/**
 * `import css from 'leaflet/dist/leaflet.css?inline'` as Vite reads it: the stylesheet's text, which
 * a widget puts inside its own (possibly shadow) root. Inlined in every build, so the npm packages
 * need no bundler that knows `?inline`.
 */
function cssTextImports() {
  const require = createRequire(import.meta.url);
  return {
    name: 'nirmaan-css-text',
    resolveId(id, importer) {
      if (!id.endsWith(CSS_TEXT_SUFFIX)) return null;
      const file = id.slice(0, -'?inline'.length);
      const path = file.startsWith('.') ? new URL(file, `file://${importer}`).pathname : require.resolve(file);
      return `\0css-text:${path}`;
    },
    load(id) {
      return id.startsWith('\0css-text:') ? `export default ${JSON.stringify(readFileSync(id.slice('\0css-text:'.length), 'utf8'))};` : null;
    },
  };
}

const INDIC_FONT_FACES_MODULE = 'virtual:nirmaan-indic-font-faces';

/**
 * The Kannada, Tamil and Devanagari fonts of the embed (packages/elements/src/embed/indicFonts.ts):
 * each face's woff2 file from its @fontsource package is written beside embed.js as
 * fonts/<name>-<content hash>.woff2 (kept a year by browsers, packages/server/src/http/hostApp.ts),
 * and `virtual:nirmaan-indic-font-faces` lists the faces with their URLs relative to the code.
 */
function indicFontFiles() {
  const require = createRequire(import.meta.url);
  return {
    name: 'nirmaan-indic-font-files',
    resolveId: (id) => (id === INDIC_FONT_FACES_MODULE ? `\0${id}` : null),
    load(id) {
      if (id !== `\0${INDIC_FONT_FACES_MODULE}`) return null;
      const faces = INDIC_FONTS.flatMap((font) =>
        INDIC_FONT_WEIGHTS.map((weight) => {
          const source = readFileSync(require.resolve(indicFontModulePath(font, weight)));
          const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
          const fileName = `fonts/${indicFontFileName(font, weight).replace(/\.woff2$/, '')}-${hash}.woff2`;
          const reference = this.emitFile({ type: 'asset', fileName, source });
          const described = JSON.stringify({ family: INDIC_FONT_FAMILY, weight, unicodeRange: font.unicodeRange }).slice(0, -1);
          return `${described},url:import.meta.ROLLUP_FILE_URL_${reference}}`;
        }),
      );
      return `export default [${faces.join(',')}];`;
    },
  };
}

/**
 * TypeScript to JavaScript with esbuild, without type-checking: `npm run typecheck` checks every
 * package, the host app and the tests in one pass, so the build need not check each package again
 * (rollup's TypeScript plugin did, once per config: 149 s of build:lib on two cores).
 */
function transpileTypeScript() {
  return {
    name: 'nirmaan-transpile-typescript',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
      const result = await esbuildTransform(code, {
        loader: id.endsWith('.tsx') ? 'tsx' : 'ts',
        jsx: 'automatic',
        target: 'es2022',
        sourcemap: true,
        sourcefile: id,
      });
      return { code: result.code, map: result.map };
    },
  };
}

/**
 * A package's stylesheet also as a module, `<package>/css-text`, whose default export is its text:
 * @nirmaan/elements adopts the UI's and the widgets' CSS into each shadow root from there, so the
 * class names it adopts are the ones the installed @nirmaan/widgets renders.
 */
function cssTextModule() {
  return {
    name: 'nirmaan-css-text-module',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const stylesheet = Object.values(bundle).find((file) => file.type === 'asset' && file.fileName === 'styles.css');
        if (!stylesheet) throw new Error('cssTextModule: the build emitted no styles.css');
        this.emitFile({ type: 'asset', fileName: 'css-text.js', source: `export default ${JSON.stringify(String(stylesheet.source))};\n` });
        this.emitFile({
          type: 'asset',
          fileName: 'css-text.d.ts',
          source: "/** The package's stylesheet (styles.css) as text, to adopt into a shadow root. */\ndeclare const css: string;\nexport default css;\n",
        });
      },
    },
  };
}

function libraryJs(name, { css = false, input = 'index.ts' } = {}) {
  return {
    input: `packages/${name}/src/${input}`,
    external: isBareImport,
    plugins: [
      cleanOutput(`packages/${name}/dist`),
      cssTextImports(),
      transpileTypeScript(),
      css && vanillaExtractPlugin({ extract: { name: 'styles.css' }, identifiers: 'short' }),
      css && cssTextModule(),
    ].filter(Boolean),
    output: { dir: `packages/${name}/dist`, format: 'es', entryFileNames: '[name].js', assetFileNames: '[name][extname]', sourcemap: true },
  };
}

function libraryTypes(name, input = 'index.ts') {
  return {
    input: `packages/${name}/src/${input}`,
    external: isBareImport,
    plugins: [dts({ tsconfig: './tsconfig.json', compilerOptions: { paths: {}, baseUrl: '.' } })],
    output: { file: `packages/${name}/dist/${input.replace(/\.tsx?$/, '.d.ts')}`, format: 'es' },
  };
}

const coreJs = libraryJs('core');
coreJs.input = { index: 'packages/core/src/index.ts', pure: 'packages/core/src/pure.ts', locale: 'packages/core/src/locale.ts' };

const uiJs = libraryJs('ui', { css: true });
uiJs.input = { index: 'packages/ui/src/index.ts', tokens: 'packages/ui/src/tokens.ts' };

/**
 * The CSS a custom element adopts into its shadow root, in the npm build: the installed @nirmaan/ui's
 * and @nirmaan/widgets' stylesheets (their css-text modules), imported like any other dependency.
 */
function installedWidgetCss() {
  return {
    name: 'nirmaan-installed-widget-css',
    resolveId: (id) => (id === WIDGET_CSS_MODULE ? `\0${WIDGET_CSS_MODULE}` : null),
    load: (id) =>
      id === `\0${WIDGET_CSS_MODULE}`
        ? "import ui from '@nirmaan/ui/css-text';\nimport widgets from '@nirmaan/widgets/css-text';\nexport default `${ui}\\n${widgets}`;\n"
        : null,
  };
}

/**
 * @nirmaan/elements for npm: its own code only. @nirmaan/core, ui and widgets stay imports, so a page
 * with elements and React widgets has one of each: one configuration (configure), one session, one
 * cart (issue 25). React and friends are dependencies too.
 */
const elementsJs = {
  input: 'packages/elements/src/index.ts',
  external: isBareImport,
  plugins: [cleanOutput('packages/elements/dist'), elementModules(), installedWidgetCss(), transpileTypeScript()],
  output: { dir: 'packages/elements/dist', format: 'es', sourcemap: true },
};

/**
 * Chunk names carry hashes: clear the last build's, or they pile up beside the new ones (and
 * check:packages reads the stale ones). Each package's JS build comes before its types and, for
 * @nirmaan/elements, before the embed build; rollup runs the configs one after another.
 */
function cleanOutput(dir) {
  return { name: 'nirmaan-clean-output', buildStart: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Embed build: each vanilla-extract stylesheet becomes a module that adds its (minified) CSS to the
 * widgets' shared stylesheet (packages/elements/src/embed/widgetStyles.ts) when the chunk holding it
 * runs. A widget's chunk thus brings its own CSS, and the first widget on a page does not carry the
 * CSS of every widget. Must come before vanilla-extract's plugin, which would make the CSS external.
 */
function widgetCssPerChunk() {
  const registry = new URL('./packages/elements/src/embed/widgetStyles.ts', import.meta.url).pathname;
  const PREFIX = '\0nirmaan-css:';
  const sources = new Map();
  return {
    name: 'nirmaan-widget-css-per-chunk',
    async resolveId(id) {
      if (id === WIDGET_CSS_MODULE) return `\0${WIDGET_CSS_MODULE}`;
      if (!virtualCssFileFilter.test(id)) return null;
      const { fileName, source } = await getSourceFromVirtualCssFile(id);
      sources.set(`${PREFIX}${fileName}`, source);
      return `${PREFIX}${fileName}`;
    },
    async load(id) {
      // The elements' one-string CSS is not used here: embedRuntime.ts adopts widgetStyles.ts instead.
      if (id === `\0${WIDGET_CSS_MODULE}`) return 'export default "";';
      if (!id.startsWith(PREFIX)) return null;
      const { code } = await esbuildTransform(sources.get(id), { loader: 'css', minify: true });
      return `import { addWidgetCss } from ${JSON.stringify(registry)};\naddWidgetCss(${JSON.stringify(code.trim())});`;
    },
  };
}

const LIBRARY_SOURCE = /\/packages\/(core|calculators|ui|widgets|elements)\/src\//;

/**
 * The packages' own modules have no side effects but their stylesheets' (their package.json files
 * say so too, but the embed build reads their sources): a widget's chunk then takes only what it
 * uses from a barrel such as @nirmaan/core, instead of every module the barrel re-exports.
 */
const embedTreeshake = {
  moduleSideEffects: (id, external) => external || !LIBRARY_SOURCE.test(id) || id.endsWith('.css.ts'),
};

/**
 * What the first widget on a page always fetches besides its own code, in one chunk that the runtime
 * (packages/elements/src/embed/embedRuntime.ts, imported by the loader on first use) imports: React
 * and React DOM, r2wc, the stores' library, the API configuration and the session's tokens, the UI primitives every widget
 * shows (buttons, the spinner, alerts, links, the focus ring) with their stylesheets. As one file it
 * gzips about 0.7 KB smaller than the four chunks rollup would otherwise make of them. Only leaf
 * modules are named: a module that imports a package's barrel would pull the barrel's modules in with
 * it. The code that renders a standard element (standardElement.tsx) is not here: the elements with
 * code of their own (the price board, the sign-in: the tightest budgets) do not need it.
 */
const WIDGET_BASE_MODULES = new RegExp(
  [
    String.raw`/packages/widgets/src/partner-shared/partnerIdContext\.ts$`,
    String.raw`/packages/widgets/src/locale-shared/langContext\.ts$`,
    String.raw`/packages/ui/src/(button|spinner|alert|link)/`,
    String.raw`/packages/ui/src/theme/a11y\.css`,
    String.raw`/packages/core/src/config/`,
    String.raw`/packages/core/src/(session/storage|session/session|rules/types|rules/partnerId)\.ts$`,
    // The site's language (what every widget speaks and what the API client asks the server's texts
    // in), the hooks that load a widget's catalogue in it, messageformat's plural and select, and how
    // it writes money and numbers: every widget is translated, so none fetches a chunk of its own for them.
    String.raw`/packages/core/src/(locale|i18n/localeStore|i18n/locales|format/localeFormat|format/format)\.ts$`,
    String.raw`/packages/widgets/src/locale-shared/(useLocale|useMessages|catalogue)\.ts$`,
    String.raw`/node_modules/@messageformat/runtime/`,
    String.raw`/node_modules/(react|react-dom|scheduler|clsx|nanostores|@nanostores/react|@r2wc/[^/]+)/`,
  ].join('|'),
);

/**
 * The API client and the query cache, in one chunk: every widget that talks to the server needs the
 * client, its errors, the redirect on 401 and (nearly all) the query cache, which rollup would
 * otherwise put in four chunks by who imports what. Each file a first widget fetches costs ~100-150 B
 * gzipped (its own header, its import list, a fresh compression window): one file is ~0.4 KB less
 * for the sign-in, the product offers, the cart, the checkout and the product search. The session's
 * tokens are in the widget base instead (a calculator shows "Login to Save" from them without
 * talking to the server yet).
 */
const WIDGET_DATA_MODULES = /\/packages\/core\/src\/(api\/(client|authScope|url|api|errors)|session\/redirect|data\/query)\.ts$/;

/**
 * The form fields and the select, in a chunk of their own: most widgets have a form, but those that
 * have none (the admin dashboard's first tab, the cart button, a product card) need not carry them.
 */
const WIDGET_FIELD_MODULES = /\/packages\/ui\/src\/(field|select)\//;

/**
 * Writes which chunk holds each source module (by file name without extension: 'checkoutElement',
 * 'LeadsSection'), beside the embed folder rather than in it (partner pages never need it):
 * bench/bundleSizes.mjs finds an element's code through it, whichever chunk rollup put it in.
 */
function chunkManifest(file) {
  return {
    name: 'nirmaan-chunk-manifest',
    generateBundle(_options, bundle) {
      const chunkOf = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds)
          chunkOf[
            id
              .replace(/^\0/, '')
              .replace(/^.*\//, '')
              .replace(/\.[^.]*$/, '')
          ] ??= output.fileName;
      }
      writeFileSync(file, `${JSON.stringify(chunkOf, null, 2)}\n`);
    },
  };
}

/** Which shared chunk a module goes in, if any; rollup places the rest by who imports them. */
function sharedChunk(id) {
  if (WIDGET_BASE_MODULES.test(id)) return 'widgetBase';
  if (WIDGET_DATA_MODULES.test(id)) return 'widgetData';
  if (WIDGET_FIELD_MODULES.test(id)) return 'widgetFields';
  return undefined;
}

// ES modules: top-level names may be mangled too. ES2020 output (the elements need private class
// fields, ES2022, anyway), three passes, and function expressions that never use `this` or their
// prototype written as arrows and methods: ~130 B less on every first widget (the sign-in and the
// product offers were within 40 B of their 90 KB once the RFQ elements joined the loader).
// Unused function parameters dropped and property reads taken as free of side effects
// (`keep_fargs: false`, `pure_getters`: no code here reads a layout property for its effect or
// a function's length): ~140 B less on every first widget, room the languages' runtime needed.
const EMBED_TERSER_OPTIONS = {
  module: true,
  ecma: 2020,
  compress: { passes: 3, ecma: 2020, unsafe_arrows: true, unsafe_methods: true, keep_fargs: false, pure_getters: true },
  format: { comments: false, ecma: 2020 },
};

/**
 * The embed script partner pages load: a small loader (embed.js) that defines every element, and
 * one chunk per widget plus shared chunks (React, the stores, the widget base) loaded on first use. Minified.
 */
const embed = {
  input: { embed: 'packages/elements/src/embed.ts' },
  treeshake: embedTreeshake,
  plugins: [
    cleanOutput('packages/elements/dist/embed'),
    chunkManifest('packages/elements/dist/embed-chunks.json'),
    indicFontFiles(),
    elementModules(),
    widgetCssPerChunk(),
    reserveStylesheet(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    cssTextImports(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, exportConditions: ['source'], extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
    commonjs(),
    transpileTypeScript(),
    terser(EMBED_TERSER_OPTIONS),
    elementBundles({
      loader: 'embed',
      runtimeModule: '/packages/elements/src/embed/embedRuntime.ts',
      sharedChunkNames: ['widgetBase', 'widgetData', 'widgetFields'],
      terserOptions: EMBED_TERSER_OPTIONS,
      manifestFile: 'packages/elements/dist/embed-chunks.json',
    }),
  ],
  output: {
    dir: 'packages/elements/dist/embed',
    format: 'es',
    entryFileNames: '[name].js',
    // Content hashes only: every chunk names the chunks it imports, and their names cost every first
    // widget about 0.35 KB gzipped. Seven characters, the fewest rollup takes for this many chunks
    // (64^7 names), are 60-95 bytes less per first widget than the default eight.
    // embed-chunks.json (chunkManifest) says which module is where.
    chunkFileNames: 'chunks/[hash:7].js',
    assetFileNames: '[name][extname]',
    manualChunks: sharedChunk,
  },
};

/** React libraries mark files "use client" for server components; in a browser bundle that means nothing. */
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

const configs = [
  coreJs,
  libraryTypes('core'),
  libraryTypes('core', 'pure.ts'),
  libraryTypes('core', 'locale.ts'),
  libraryJs('calculators'),
  libraryTypes('calculators'),
  uiJs,
  libraryTypes('ui'),
  libraryTypes('ui', 'tokens.ts'),
  libraryJs('widgets', { css: true }),
  libraryTypes('widgets'),
  elementsJs,
  libraryTypes('elements'),
  embed,
];

export default configs.map((config) => ({ ...config, onwarn }));
