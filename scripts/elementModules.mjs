// The modules generated from the element registry (packages/elements/src/registry.ts, the one list
// of elements), for rollup (rollup.config.mjs) and Vite (vite.shared.ts: tests):
// - virtual:nirmaan-elements — what the loader, embed.js, needs for each element before its code
//   has arrived: the tag, the chunk to load and the space to keep. Not the descriptions: every
//   partner page fetches embed.js.
// - virtual:nirmaan-element-definitions — every element's definition, for the npm entry.
// An element's code is `<camelCaseName>Element.tsx` beside the registry; an entry naming a `widget`
// has none: its module is generated (virtual:nirmaan-element/<camelCaseName>Element.js), the widget
// rendered by standardDefinition (packages/elements/src/standardElement.tsx).
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ELEMENTS_SOURCE = fileURLToPath(new URL('../packages/elements/src/', import.meta.url));
const REGISTRY = `${ELEMENTS_SOURCE}registry.ts`;

export const ELEMENT_LOADERS_MODULE = 'virtual:nirmaan-elements';
export const ELEMENT_DEFINITIONS_MODULE = 'virtual:nirmaan-element-definitions';
const STANDARD_ELEMENT_PREFIX = 'virtual:nirmaan-element/';
const STANDARD_ELEMENT = `${ELEMENTS_SOURCE}standardElement.tsx`;
const PARTNER_ID = `${ELEMENTS_SOURCE}PartnerId.tsx`;

/** 'nirmaan-price-board' -> 'priceBoardElement': the module holding an element's definition. */
export function elementModuleName(tag) {
  return `${tag.replace(/^nirmaan-/, '').replace(/-([a-z])/g, (_match, letter) => letter.toUpperCase())}Element`;
}

/**
 * Every registry entry: its tag, the module of its definition (its *Element.tsx, or the generated
 * one of a standard element), its reserved space, whether it loads at once, and the entry itself.
 */
export async function registryElements() {
  // Imported through Node's type stripping, afresh when the file changed (a dev server sees an edit).
  const { ELEMENT_METADATA } = await import(`${pathToFileURL(REGISTRY).href}?version=${statSync(REGISTRY).mtimeMs}`);
  return Object.entries(ELEMENT_METADATA).map(([tag, entry]) => {
    const moduleName = elementModuleName(tag);
    const file = `${ELEMENTS_SOURCE}${moduleName}.tsx`;
    const hasFile = existsSync(file);
    if (hasFile === Boolean(entry.widget)) {
      throw new Error(
        hasFile
          ? `${tag} names a widget in the element registry and has its own ${file}: keep one.`
          : `${tag} is in the element registry with neither a widget nor its definition ${file}.`,
      );
    }
    const module = hasFile ? file : `${STANDARD_ELEMENT_PREFIX}${moduleName}.js`;
    return { tag, module, entry, reserve: entry.reserve, eager: entry.floating === true };
  });
}

/** A standard element's module: its widget from @nirmaan/widgets, and the attributes and events of its entry. */
function standardElementModule(tag, entry) {
  const attributes = Object.fromEntries(Object.entries(entry.attributes).map(([name, { type }]) => [name, type]));
  const allowedValues = Object.fromEntries(
    Object.entries(entry.attributes)
      .filter(([, { values }]) => values)
      .map(([name, { values }]) => [name, values]),
  );
  const events = Object.fromEntries(Object.entries(entry.events).map(([callback, { name }]) => [callback, name]));
  const spec = { tagName: tag, attributes, allowedValues, events };
  const hasPartnerId = 'partnerId' in attributes;
  return [
    `import { ${entry.widget} as Widget } from '@nirmaan/widgets';`,
    `import { standardDefinition } from ${JSON.stringify(STANDARD_ELEMENT)};`,
    ...(hasPartnerId ? [`import { PartnerId } from ${JSON.stringify(PARTNER_ID)};`] : []),
    `export default standardDefinition(${JSON.stringify(spec)}, Widget${hasPartnerId ? ', PartnerId' : ''});`,
    '',
  ].join('\n');
}

function loadersModule(elements) {
  const lines = elements.map(
    ({ tag, module, reserve, eager }) =>
      `  ${JSON.stringify(tag)}: { chunk: async () => (await import(${JSON.stringify(module)})).default, reserve: ${JSON.stringify(reserve)}${eager ? ', eager: true' : ''} },`,
  );
  return `export const ELEMENTS = {\n${lines.join('\n')}\n};\n`;
}

function definitionsModule(elements) {
  const imports = elements.map(({ module }, index) => `import definition${index} from ${JSON.stringify(module)};`);
  return `${imports.join('\n')}\nexport const ELEMENT_DEFINITIONS = [${elements.map((_element, index) => `definition${index}`).join(', ')}];\n`;
}

/** The rollup (and Vite) plugin that answers both modules and the standard elements' ones. */
export function elementModules() {
  const generators = { [ELEMENT_LOADERS_MODULE]: loadersModule, [ELEMENT_DEFINITIONS_MODULE]: definitionsModule };
  return {
    name: 'nirmaan-element-modules',
    resolveId(id, importer) {
      if (id in generators || id.startsWith(STANDARD_ELEMENT_PREFIX)) return `\0${id}`;
      // A standard element's imports resolve as the registry's would: a generated module has no folder.
      if (importer?.startsWith(`\0${STANDARD_ELEMENT_PREFIX}`)) return this.resolve(id, REGISTRY, { skipSelf: true });
      return null;
    },
    async load(id) {
      if (!id.startsWith('\0')) return null;
      const virtualId = id.slice(1);
      const generate = generators[virtualId];
      if (!generate && !virtualId.startsWith(STANDARD_ELEMENT_PREFIX)) return null;
      this.addWatchFile(REGISTRY);
      const elements = await registryElements();
      if (generate) return generate(elements);
      const element = elements.find(({ module }) => module === virtualId);
      if (!element) throw new Error(`${virtualId}: no standard element of the registry has this module.`);
      return standardElementModule(element.tag, element.entry);
    },
  };
}
