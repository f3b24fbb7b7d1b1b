// The modules generated from the element registry (packages/elements/src/registry.ts, the one list
// of elements), for rollup (rollup.config.mjs) and Vite (vite.shared.ts: tests):
// - virtual:nirmaan-elements — what the loader, embed.js, needs for each element before its code
//   has arrived: the tag, the chunk to load, the space to keep and the attributes' types (its
//   properties). Not the descriptions: every partner page fetches embed.js.
// - virtual:nirmaan-element-definitions — every element's definition, for the npm entry.
// An element's code is `<camelCaseName>Element.tsx` beside the registry; an entry naming a `widget`
// has none: its module is generated (virtual:nirmaan-element/<camelCaseName>Element.js), the widget
// rendered by standardDefinition (packages/elements/src/standardElement.tsx). An element with code
// of its own and attributes with allowed values gets a generated module too, which adds those values
// to its definition (`allowedValues`: the element checks them, attributeValues.ts).
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ELEMENTS_SOURCE = fileURLToPath(new URL('../packages/elements/src/', import.meta.url));
const { RESERVE_WIDTHS } = await import(pathToFileURL(`${ELEMENTS_SOURCE}registryTypes.ts`).href);
const REGISTRY = `${ELEMENTS_SOURCE}registry.ts`;

export const ELEMENT_LOADERS_MODULE = 'virtual:nirmaan-elements';
export const ELEMENT_DEFINITIONS_MODULE = 'virtual:nirmaan-element-definitions';
const STANDARD_ELEMENT_PREFIX = 'virtual:nirmaan-element/';
const STANDARD_ELEMENT = `${ELEMENTS_SOURCE}standardElement.tsx`;

/** 'nirmaan-price-board' -> 'priceBoardElement': the module holding an element's definition. */
export function elementModuleName(tag) {
  return `${tag.replace(/^nirmaan-/, '').replace(/-([a-z])/g, (_match, letter) => letter.toUpperCase())}Element`;
}

/** The registry, through Node's type stripping, afresh when the file changed (a dev server sees an edit). */
function importRegistry() {
  return import(`${pathToFileURL(REGISTRY).href}?version=${statSync(REGISTRY).mtimeMs}`);
}

/**
 * Every registry entry: its tag, the module of its definition (its *Element.tsx, or the generated
 * one of a standard element), its reserved space, whether it loads at once, and the entry itself.
 */
export async function registryElements() {
  const { ELEMENT_METADATA } = await importRegistry();
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
    const wrapped = !hasFile || Object.keys(allowedValuesOf(entry)).length > 0;
    const module = wrapped ? `${STANDARD_ELEMENT_PREFIX}${moduleName}.js` : file;
    return { tag, module, file: hasFile ? file : null, entry, reserve: entry.reserve, eager: entry.floating === true };
  });
}

/** An entry's attributes with a fixed set of values: camelCase name -> the values. */
function allowedValuesOf(entry) {
  return Object.fromEntries(
    Object.entries(entry.attributes)
      .filter(([, { values }]) => values)
      .map(([name, { values }]) => [name, values]),
  );
}

/** The generated module of an element with its own code: its definition, plus the registry's allowed values. */
function checkedElementModule(file, entry) {
  return [
    `import definition from ${JSON.stringify(file)};`,
    `export default { ...definition, allowedValues: ${JSON.stringify(allowedValuesOf(entry))} };`,
    '',
  ].join('\n');
}

/** A standard element's module: its widget from @nirmaan/widgets, and the attributes and events of its entry. */
function standardElementModule(tag, entry) {
  const attributes = attributeTypes(entry);
  const allowedValues = allowedValuesOf(entry);
  const events = Object.fromEntries(Object.entries(entry.events).map(([callback, { name }]) => [callback, name]));
  const spec = { tagName: tag, attributes, allowedValues, events };
  return [
    `import { ${entry.widget} as Widget } from '@nirmaan/widgets';`,
    `import { standardDefinition } from ${JSON.stringify(STANDARD_ELEMENT)};`,
    `export default standardDefinition(${JSON.stringify(spec)}, Widget);`,
    '',
  ].join('\n');
}

/** An entry's attributes as the loader's properties need them: camelCase name -> type. */
function attributeTypes(entry) {
  return Object.fromEntries(Object.entries(entry.attributes).map(([name, { type }]) => [name, type]));
}

/** The loader's `attributes` field of an element, left out when it has none. */
function attributesField(entry) {
  const types = attributeTypes(entry);
  return Object.keys(types).length > 0 ? `, attributes: ${JSON.stringify(types)}` : '';
}

/** An entry's reserved heights as the loader takes them: a list in RESERVE_WIDTHS order (shorter than the object, in every embed.js). */
export function reserveHeights(reserve) {
  return RESERVE_WIDTHS.map((width) => reserve[width]);
}

async function loadersModule(elements) {
  const { COMMON_ATTRIBUTES } = await importRegistry();
  const lines = elements.map(
    ({ tag, module, reserve, eager, entry }) =>
      `  ${JSON.stringify(tag)}: { chunk: () => import(${JSON.stringify(module)}), reserve: ${JSON.stringify(reserveHeights(reserve))}${attributesField(entry)}${eager ? ', eager: true' : ''} },`,
  );
  // `lang` is a global HTML attribute: every element already reflects it as its native `lang` property.
  const { lang: _native, ...common } = COMMON_ATTRIBUTES;
  return `export const COMMON_ATTRIBUTE_TYPES = ${JSON.stringify(attributeTypes({ attributes: common }))};\nexport const ELEMENTS = {\n${lines.join('\n')}\n};\n`;
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
      if (!element) throw new Error(`${virtualId}: no element of the registry has this module.`);
      return element.file ? checkedElementModule(element.file, element.entry) : standardElementModule(element.tag, element.entry);
    },
  };
}

/**
 * The embed build's reserve.css: for every element in the page's flow, the space its widget takes,
 * on the bare tag until embed.js has defined it (`nirmaan-…:not(:defined)`), so that a page linking
 * it in its head does not move when embed.js arrives. The same heights and rules as the loader's
 * placeholder (packages/elements/src/embed/lazyElementStyles.ts).
 */
export function reserveStylesheet() {
  return {
    name: 'nirmaan-reserve-stylesheet',
    async generateBundle() {
      const { reserveCss } = await import(pathToFileURL(`${ELEMENTS_SOURCE}embed/lazyElementStyles.ts`).href);
      const rules = (await registryElements())
        .filter(({ eager }) => !eager)
        .map(({ tag, reserve }) => reserveCss(`${tag}:not(:defined)`, reserveHeights(reserve)));
      this.emitFile({ type: 'asset', fileName: 'reserve.css', source: `${rules.join('\n')}\n` });
    },
  };
}
