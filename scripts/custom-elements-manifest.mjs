// Run by `npm run build`: writes packages/elements/custom-elements.json (a Custom Elements Manifest,
// schema 2.0.0) and the reference page examples/elements.html, both from the element definitions'
// sources: the tags embed.js defines (packages/elements/src/embed/lazyElements.ts), each
// definition's attributes and events (the *_ATTRIBUTES and *_EVENTS constants), the events' detail
// types (the *EventMap interfaces) and the theme's --nirmaan-* CSS custom properties
// (packages/ui/src/theme/tokens.css.ts). Read with the TypeScript parser: nothing is executed.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ELEMENTS_SRC = join(ROOT, 'packages/elements/src');
const LAZY_ELEMENTS = join(ELEMENTS_SRC, 'embed/lazyElements.ts');
const TOKENS = join(ROOT, 'packages/ui/src/theme/tokens.css.ts');
export const MANIFEST_PATH = join(ROOT, 'packages/elements/custom-elements.json');
export const REFERENCE_PAGE_PATH = join(ROOT, 'examples/elements.html');

/** The module embed.js defines every element from; the path the manifest's declarations live in. */
const LOADER_MODULE = 'dist/embed/embed.js';

const ATTRIBUTE_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' };

/** An attribute every element takes: the loader and the theme's CSS read it, not the widget. */
const THEME_ATTRIBUTE = { name: 'theme', type: { text: "'light' | 'dark'" }, description: 'The colour scheme: light (the default) or dark. Overrides the page-wide theme set with nirmaan(\'config\', { theme }).' };

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

const unwrap = (node) => (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) ? unwrap(node.expression) : node);
const propertyName = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText());
const kebabCase = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function jsDocText(node) {
  const statement = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  const docs = ts.getJSDocCommentsAndTags(statement).filter(ts.isJSDoc);
  const text = docs.map((doc) => (typeof doc.comment === 'string' ? doc.comment : (doc.comment ?? []).map((part) => part.text).join(''))).join('\n');
  return text.replace(/\s+/g, ' ').trim();
}

/** Top-level `const NAME = ...` declarations of a source file, by name. */
function constants(source) {
  const found = new Map();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) found.set(declaration.name.text, declaration);
    }
  }
  return found;
}

/** A literal object/string/number (with spreads of other such constants) as a plain value. */
function literal(node, known) {
  const value = unwrap(node);
  if (!value) return undefined;
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  if (ts.isNumericLiteral(value)) return Number(value.text);
  if (ts.isIdentifier(value)) return known.has(value.text) ? literal(known.get(value.text).initializer, known) : undefined;
  if (ts.isObjectLiteralExpression(value)) {
    const result = {};
    for (const property of value.properties) {
      if (ts.isSpreadAssignment(property)) Object.assign(result, literal(property.expression, known));
      else if (ts.isPropertyAssignment(property)) result[propertyName(property.name)] = literal(property.initializer, known);
    }
    return result;
  }
  return undefined;
}

/** Every tag the loader defines and the source module of its definition, in the registry's order. */
export function registeredElements() {
  const source = parse(LAZY_ELEMENTS);
  const registry = constants(source).get('LAZY_ELEMENTS');
  const entries = [];
  for (const property of unwrap(registry.initializer).properties) {
    const tag = propertyName(property.name);
    const text = property.initializer.getText();
    const [, module, definition] = text.match(/import\('\.\.\/([\w-]+\.tsx?)'\)\)\.(\w+)/) ?? [];
    if (!module) throw new Error(`${LAZY_ELEMENTS}: cannot read the module of ${tag}`);
    entries.push({ tag, module, definition });
  }
  return entries;
}

/** `name` (values) in a JSDoc sentence: the parenthesis describes that attribute. */
function attributeNote(doc, attribute) {
  const match = doc.match(new RegExp(`\`${attribute}\`\\s*(\\(([^()]|\\([^()]*\\))*\\))?`));
  return match?.[1] ? match[1].slice(1, -1).trim() : '';
}

function elementDeclaration({ tag, module, definition }) {
  const source = parse(join(ELEMENTS_SRC, module));
  const known = constants(source);
  const definitionNode = known.get(definition);
  if (!definitionNode) throw new Error(`${module}: no ${definition}`);
  const fields = new Map(unwrap(definitionNode.initializer).properties.filter(ts.isPropertyAssignment).map((property) => [propertyName(property.name), property.initializer]));
  if (literal(fields.get('tagName'), known) !== tag) throw new Error(`${module}: ${definition}.tagName is not ${tag}`);

  const attributesNode = unwrap(fields.get('attributes'));
  const eventsNode = unwrap(fields.get('events'));
  const attributeSpec = literal(attributesNode, known) ?? {};
  const eventSpec = literal(eventsNode, known) ?? {};
  const attributesDoc = ts.isIdentifier(attributesNode) && known.has(attributesNode.text) ? jsDocText(known.get(attributesNode.text)) : '';
  const eventsDoc = ts.isIdentifier(eventsNode) && known.has(eventsNode.text) ? jsDocText(known.get(eventsNode.text)) : '';
  const description = jsDocText(definitionNode) || attributesDoc || eventsDoc;

  // 'nirmaan:calculated': CustomEvent<LabourCalculatedDetail> in the module's *EventMap interfaces.
  const detailTypes = new Map();
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    for (const member of statement.members) {
      if (ts.isPropertySignature(member) && member.type) detailTypes.set(propertyName(member.name), member.type.getText());
    }
  }

  const attributes = Object.entries(attributeSpec).map(([fieldName, type]) => {
    const name = kebabCase(fieldName);
    return { name, fieldName, type: { text: ATTRIBUTE_TYPES[type] ?? 'string' }, description: attributeNote(`${attributesDoc} ${description}`, name) };
  });
  const events = Object.values(eventSpec).map((name) => ({
    name,
    type: { text: detailTypes.get(name) ?? 'CustomEvent' },
    description: `Fired on the element (bubbles, composed)${detailTypes.has(name) ? `; detail: ${detailTypes.get(name).replace(/^CustomEvent<(.*)>$/, '$1')}` : ''}.`,
  }));
  const className = tag.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
  return {
    kind: 'class',
    name: `${className}Element`,
    customElement: true,
    tagName: tag,
    description,
    attributes: [...attributes, THEME_ATTRIBUTE],
    events,
    source: { module: `src/${module}` },
  };
}

/** The theme's custom properties with their light and dark defaults, from tokens.css.ts. */
export function themeProperties() {
  const source = parse(TOKENS);
  const known = constants(source);
  const contractCall = unwrap(known.get('vars').initializer);
  const contract = literal(contractCall.arguments[0], known);
  const shared = literal(known.get('shared').initializer, known);
  const themes = source.statements
    .filter((statement) => ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression) && statement.expression.expression.getText() === 'createGlobalTheme')
    .map((statement) => {
      const [selector, , values] = statement.expression.arguments;
      // overridable({ ... }): the theme's own values are the call's argument.
      const themeValues = ts.isCallExpression(values) ? values.arguments[0] : values;
      return { selector: literal(selector, known), values: literal(themeValues, known) };
    });
  const light = themes.find((theme) => theme.selector.includes(':root'))?.values ?? {};
  // The dark theme: overridable({ ...shared, color: darkColors, shadow: {...} }) assigned to the dark selector.
  const darkCall = unwrap(known.get('dark')?.initializer);
  const dark = (darkCall && ts.isCallExpression(darkCall) ? literal(darkCall.arguments[0], known) : undefined) ?? {};
  const lightColors = literal(known.get('lightColors').initializer, known);
  const darkColors = literal(known.get('darkColors').initializer, known);
  const properties = [];
  for (const [group, names] of Object.entries(contract)) {
    for (const [key, name] of Object.entries(names)) {
      const lightValue = group === 'color' ? lightColors[key] : (light[group]?.[key] ?? shared[group]?.[key]);
      const darkValue = group === 'color' ? darkColors[key] : (dark[group]?.[key] ?? shared[group]?.[key]);
      const words = kebabCase(key).replace(/-/g, ' ');
      properties.push({
        name: `--nirmaan-${name}`,
        default: String(lightValue),
        description: `${group === 'color' ? 'Colour' : group[0].toUpperCase() + group.slice(1)}: ${words}.${darkValue !== lightValue ? ` Dark theme: ${darkValue}.` : ''}`,
      });
    }
  }
  return properties;
}

export function buildManifest() {
  const cssProperties = themeProperties();
  const declarations = registeredElements().map((element) => ({ ...elementDeclaration(element), cssProperties }));
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: LOADER_MODULE,
        description: 'The loader partner pages include with one script tag: it defines every <nirmaan-*> element and loads a widget\'s code when the element is on the page.',
        declarations: declarations.map(({ source: _source, ...declaration }) => declaration),
        exports: declarations.map((declaration) => ({ kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name, module: LOADER_MODULE } })),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// The reference page

/** A live example of each element on the reference page: attributes that show it at its best. */
const EXAMPLE_ATTRIBUTES = {
  'nirmaan-labour-calculator': 'work-type="plastering" location="metro"',
  'nirmaan-material-calculator': 'calculation-type="concrete"',
  'nirmaan-house-calculator': 'finish="standard"',
  'nirmaan-cost-calculator': 'quality="standard" floors="2"',
  'nirmaan-sign-in': 'variant="buyer-simple" stay-on-page',
  'nirmaan-product-search': 'search="cement" heading="Cement"',
  'nirmaan-product-card': 'product-id="1"',
  'nirmaan-product-offers': 'product-id="1"',
  'nirmaan-quote-request': 'material="Cement"',
  'nirmaan-seller-dashboard': 'tab="listings"',
  'nirmaan-price-board': 'city="Bangalore"',
  'nirmaan-pincode-manager': 'city="Bangalore"',
};

const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function exampleMarkup(tag) {
  const attributes = EXAMPLE_ATTRIBUTES[tag];
  return `<${tag}${attributes ? ` ${attributes}` : ''}></${tag}>`;
}

function elementSection(declaration) {
  const { tagName: tag } = declaration;
  const attributeRows = declaration.attributes
    .map((attribute) => `<tr><th scope="row"><code>${attribute.name}</code></th><td><code>${escapeHtml(attribute.type.text)}</code></td><td>${escapeHtml(attribute.description || '—')}</td></tr>`)
    .join('\n          ');
  const events = declaration.events.length
    ? `<ul>${declaration.events.map((event) => `<li><code>${event.name}</code>: <code>${escapeHtml(event.type.text)}</code></li>`).join('')}</ul>`
    : '<p>None.</p>';
  const example = exampleMarkup(tag);
  // The chatbot is a floating button: one, at the foot of the page, is live.
  const live = tag === 'nirmaan-chatbot' ? '<p>Live: the chat button at the bottom right of this page.</p>' : `<div class="live">${example}</div>`;
  return `
    <section id="${tag}" aria-labelledby="${tag}-title">
      <h2 id="${tag}-title"><code>&lt;${tag}&gt;</code></h2>
      <p>${escapeHtml(declaration.description)}</p>
      <h3>Attributes</h3>
      <table>
        <thead><tr><th scope="col">Attribute</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
        <tbody>
          ${attributeRows}
        </tbody>
      </table>
      <h3>Events</h3>
      ${events}
      <h3>CSS custom properties</h3>
      <p>All the <a href="#css-custom-properties">theme properties</a> (${declaration.cssProperties.length}), set on the element or any ancestor.</p>
      <h3>Example</h3>
      <pre><code>${escapeHtml(example)}</code></pre>
      ${live}
    </section>`;
}

export function buildReferencePage(manifest) {
  const [module] = manifest.modules;
  const declarations = module.declarations;
  const cssRows = declarations[0].cssProperties
    .map((property) => `<tr><th scope="row"><code>${property.name}</code></th><td><code>${escapeHtml(property.default)}</code></td><td>${escapeHtml(property.description)}</td></tr>`)
    .join('\n        ');
  return `<!doctype html>
<!-- Generated by scripts/custom-elements-manifest.mjs from packages/elements/custom-elements.json (npm run build); do not edit. -->
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Nirmaan elements reference</title>
  <script>
    window.nirmaan = window.nirmaan || function () { (window.nirmaan.q = window.nirmaan.q || []).push(arguments); };
    nirmaan('config', { partnerId: 'reference-page' });
  </script>
  <script type="module" src="/embed/embed.js"></script>
  <style>
    body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2328; background: #fafaf9; }
    header, main { max-width: 960px; margin: 0 auto; padding: 16px; }
    nav ul { columns: 2 14em; padding-left: 1.2em; }
    section { border-top: 1px solid #d0d4da; padding-top: 8px; margin-top: 32px; }
    table { border-collapse: collapse; width: 100%; font-size: 14px; }
    th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #e3e5e8; padding: 6px 8px; }
    pre { background: #f1efea; padding: 8px 12px; overflow-x: auto; border-radius: 6px; }
    .live { border: 1px dashed #8a8f98; border-radius: 8px; padding: 12px; background: #fff; }
    a { color: #0b57d0; }
  </style>
</head>
<body>
  <header>
    <h1>Nirmaan elements</h1>
    <p>Every element <code>embed.js</code> defines, with its attributes, events and a live example. Add one to any page with
      <code>&lt;script type="module" src="https://YOUR-NIRMAAN-HOST/embed/embed.js"&gt;&lt;/script&gt;</code>; the machine-readable
      version is <code>custom-elements.json</code> in the <code>@nirmaan/elements</code> package.</p>
    <nav aria-label="Elements">
      <ul>
        ${declarations.map((declaration) => `<li><a href="#${declaration.tagName}"><code>&lt;${declaration.tagName}&gt;</code></a></li>`).join('\n        ')}
        <li><a href="#css-custom-properties">CSS custom properties</a></li>
      </ul>
    </nav>
  </header>
  <main>
    ${declarations.map(elementSection).join('\n')}
    <section id="css-custom-properties" aria-labelledby="css-custom-properties-title">
      <h2 id="css-custom-properties-title">CSS custom properties</h2>
      <p>Every element reads these; set them on the element or an ancestor, e.g. <code>nirmaan-labour-calculator { --nirmaan-color-primary: #0a7d33; }</code>. The defaults are the light theme's; <code>theme="dark"</code> switches to the dark ones.</p>
      <table>
        <thead><tr><th scope="col">Property</th><th scope="col">Default</th><th scope="col">Description</th></tr></thead>
        <tbody>
        ${cssRows}
        </tbody>
      </table>
    </section>
  </main>
  <nirmaan-chatbot></nirmaan-chatbot>
</body>
</html>
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = buildManifest();
  writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(REFERENCE_PAGE_PATH, buildReferencePage(manifest));
  const count = manifest.modules[0].declarations.length;
  console.log(`custom-elements.json and examples/elements.html: ${count} elements`);
}
