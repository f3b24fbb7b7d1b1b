// The modules generated from the element registry (packages/elements/src/registry.ts, the one list
// of elements), for rollup (rollup.config.mjs) and Vite (vite.shared.ts: tests):
// - virtual:nirmaan-elements — what the loader, embed.js, needs for each element before its code
//   has arrived: the tag, the chunk to load and the space to keep. Not the descriptions: every
//   partner page fetches embed.js.
// - virtual:nirmaan-element-definitions — every element's definition, for the npm entry.
// An element's code is `<camelCaseName>Element.tsx` beside the registry.
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ELEMENTS_SOURCE = fileURLToPath(new URL('../packages/elements/src/', import.meta.url));
const REGISTRY = `${ELEMENTS_SOURCE}registry.ts`;

export const ELEMENT_LOADERS_MODULE = 'virtual:nirmaan-elements';
export const ELEMENT_DEFINITIONS_MODULE = 'virtual:nirmaan-element-definitions';

/** 'nirmaan-price-board' -> 'priceBoardElement': the module holding an element's definition. */
export function elementModuleName(tag) {
  return `${tag.replace(/^nirmaan-/, '').replace(/-([a-z])/g, (_match, letter) => letter.toUpperCase())}Element`;
}

/** Every registry entry: its tag, the file of its definition, its reserved space and whether it loads at once. */
export async function registryElements() {
  // Imported through Node's type stripping, afresh when the file changed (a dev server sees an edit).
  const { ELEMENT_METADATA } = await import(`${pathToFileURL(REGISTRY).href}?version=${statSync(REGISTRY).mtimeMs}`);
  return Object.entries(ELEMENT_METADATA).map(([tag, entry]) => {
    const file = `${ELEMENTS_SOURCE}${elementModuleName(tag)}.tsx`;
    if (!existsSync(file)) throw new Error(`${tag} is in the element registry, but its definition ${file} does not exist.`);
    return { tag, file, reserve: entry.reserve, eager: entry.floating === true };
  });
}

function loadersModule(elements) {
  const lines = elements.map(
    ({ tag, file, reserve, eager }) =>
      `  ${JSON.stringify(tag)}: { chunk: async () => (await import(${JSON.stringify(file)})).default, reserve: ${JSON.stringify(reserve)}${eager ? ', eager: true' : ''} },`,
  );
  return `export const ELEMENTS = {\n${lines.join('\n')}\n};\n`;
}

function definitionsModule(elements) {
  const imports = elements.map(({ file }, index) => `import definition${index} from ${JSON.stringify(file)};`);
  return `${imports.join('\n')}\nexport const ELEMENT_DEFINITIONS = [${elements.map((_element, index) => `definition${index}`).join(', ')}];\n`;
}

/** The rollup (and Vite) plugin that answers both modules. */
export function elementModules() {
  const generators = { [ELEMENT_LOADERS_MODULE]: loadersModule, [ELEMENT_DEFINITIONS_MODULE]: definitionsModule };
  return {
    name: 'nirmaan-element-modules',
    resolveId(id) {
      return id in generators ? `\0${id}` : null;
    },
    async load(id) {
      const generate = id.startsWith('\0') ? generators[id.slice(1)] : undefined;
      if (!generate) return null;
      this.addWatchFile(REGISTRY);
      return generate(await registryElements());
    },
  };
}
