// The embed's second step: one file for each element's own code.
//
// Rollup gives every module shared by two elements a chunk of its own, so a first widget fetched
// 8-21 files, and each file costs ~100-150 B gzipped (its header, its import list, a fresh
// compression window): the sign-in's 13 own files were 2.7 KB more than the same code as one.
// Rollup cannot copy a module into two chunks of one build, so after the build writes its chunks,
// this step bundles each element again from them: the element's chunk with every chunk it reaches
// (statically, and through its lazy parts) that holds no page-wide state becomes one file, plus its
// own lazy parts; what must exist once on a page stays shared (bench/bundleSizes.mjs measures).
//
// Shared, never copied:
// - the loader, the runtime and what it imports (React, the stores, the widget base) and the build's
//   named shared chunks (the API client with its query cache, the form fields);
// - a chunk holding a module with state of its own at the top level (a nanostores store, a `let`, a
//   Map or Set): two copies would be two carts. One element never mixes a copy with the original:
//   whatever a shared chunk reaches stays shared for that element too.
// A page with several widgets fetches the code they have in common once per widget that copied it:
// the price of a smaller first widget (each copy is at most the element's own few KB). The widgets'
// CSS registry adds a stylesheet's text once however many copies run (embed/widgetStyles.ts).
import terser from '@rollup/plugin-terser';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { rollup } from 'rollup';

/** A module with page-wide state: a top-level `let`/`var`, store, Map or Set. */
const TOP_LEVEL_STATE =
  /^(?:export )?(?:let|var)\s|^(?:export )?const [\w$]+(?:: [^=]+)? = (?:atom|map|computed|deepMap|batched|persistent\w*|new (?:Weak)?(?:Map|Set))\b/m;

/** Whether a module of the build holds state of its own (node_modules and generated modules do not, but for the runtime's, which stays shared anyway). */
function holdsState(moduleId) {
  const file = moduleId.replace(/^\0/, '').replace(/\?.*$/, '');
  if (file.includes('/node_modules/') || !file.startsWith('/') || !existsSync(file)) return false;
  return TOP_LEVEL_STATE.test(readFileSync(file, 'utf8'));
}

/** Every chunk a chunk reaches through static and dynamic imports, itself included (file names of the bundle). */
function reachable(fileName, chunks, seen = new Set()) {
  if (seen.has(fileName) || !chunks.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = chunks.get(fileName);
  for (const next of [...chunk.imports, ...chunk.dynamicImports]) reachable(next, chunks, seen);
  return seen;
}

/** An element's definition: its own `<name>Element.tsx` or the module generated for it (scripts/elementModules.mjs). */
const isElementModule = (id) => /\/packages\/elements\/src\/\w+Element\.tsx$|^\0virtual:nirmaan-element\//.test(id);

/** Module ids as the chunk manifest names them: 'SignIn', 'signInElement'. */
const moduleName = (id) =>
  id
    .replace(/^\0/, '')
    .replace(/^.*\//, '')
    .replace(/\.[^.]*$/, '');

/**
 * The rollup plugin (last in the embed build's list). `sharedChunkNames` are the build's manual
 * chunks that stay shared; `terserOptions` minify the new files as the build did the old ones;
 * `manifestFile` is the chunk manifest to extend with where each element's modules now are.
 */
export function elementBundles({ loader, runtimeModule, sharedChunkNames, terserOptions, manifestFile }) {
  return {
    name: 'nirmaan-element-bundles',
    async writeBundle(options, bundle) {
      const dir = resolve(options.dir);
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const loaderChunk = chunks.get(`${loader}.js`);
      const runtime = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.endsWith(runtimeModule)));
      const shared = new Set([loaderChunk.fileName, ...reachableStatically(runtime.fileName, chunks)]);
      for (const chunk of chunks.values()) {
        if (sharedChunkNames.includes(chunk.name) || chunk.moduleIds.some(holdsState)) shared.add(chunk.fileName);
      }
      const elementEntries = loaderChunk.dynamicImports.filter((fileName) => fileName !== runtime.fileName);
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      const elements = {};
      let loaderCode = readFileSync(join(dir, loaderChunk.fileName), 'utf8');
      for (const entry of elementEntries) {
        const reached = reachable(entry, chunks);
        const kept = new Set();
        for (const fileName of reached) if (fileName !== entry && shared.has(fileName)) reachable(fileName, chunks, kept);
        // The loader imports one element's module from this chunk (a lazy part may import from it too).
        const names = new Set(chunks.get(entry).moduleIds.filter(isElementModule).map(moduleName));
        if (kept.has(entry) || names.size !== 1) continue;
        const output = await bundleElement(dir, entry, kept, terserOptions);
        const newEntry = output[0].fileName;
        loaderCode = loaderCode.replaceAll(`"./${entry}"`, `"./${newEntry}"`);
        const modules = {};
        for (const part of output) {
          for (const id of Object.keys(part.modules)) {
            for (const sourceId of chunks.get(relative(dir, id))?.moduleIds ?? []) modules[moduleName(sourceId)] ??= part.fileName;
          }
        }
        elements[[...names][0]] = { entry: newEntry, modules };
      }
      writeFileSync(join(dir, loaderChunk.fileName), loaderCode);
      writeFileSync(manifestFile, `${JSON.stringify({ modules: manifest, elements }, null, 2)}\n`);
      removeUnreachableChunks(dir, loaderChunk.fileName);
    },
  };
}

/** A chunk and the chunks it imports statically. */
function reachableStatically(fileName, chunks, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const next of chunks.get(fileName).imports) reachableStatically(next, chunks, seen);
  return seen;
}

/** Bundles an element's chunk with the chunks it may copy (all but `kept`), writing the files beside the others. */
async function bundleElement(dir, entry, kept, terserOptions) {
  const build = await rollup({
    input: join(dir, entry),
    // The loader reads the element's default export only; other exports may join it (no facade file).
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      {
        name: 'nirmaan-element-chunks',
        resolveId(source, importer) {
          if (!importer) return source;
          const file = resolve(dirname(importer), source);
          return kept.has(relative(dir, file)) ? { id: file, external: true } : file;
        },
        load: (id) => readFileSync(id, 'utf8'),
      },
    ],
  });
  // Written into chunks/ beside the build's own; the shared chunks they import by relative path.
  const chunksDir = join(dir, 'chunks');
  const { output } = await build.write({
    dir: chunksDir,
    format: 'es',
    entryFileNames: '[hash:7].js',
    chunkFileNames: '[hash:7].js',
    paths: (id) => `./${relative(chunksDir, id)}`,
    plugins: [terser(terserOptions)],
  });
  await build.close();
  return output.map((part) => ({ ...part, fileName: `chunks/${part.fileName}` }));
}

/** Deletes the chunks nothing loads any more (the elements' old files), following imports from the loader. */
function removeUnreachableChunks(dir, loaderFile) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, path] of code.matchAll(/(?:from|import)\s*\(?"(\.{1,2}\/[^"]+\.js)"/g)) visit(resolve(dirname(file), path));
  };
  visit(join(dir, loaderFile));
  for (const name of readdirSync(join(dir, 'chunks'))) {
    const file = join(dir, 'chunks', name);
    if (name.endsWith('.js') && !seen.has(file)) rmSync(file);
  }
}
