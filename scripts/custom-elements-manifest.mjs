// Run by `npm run build`: writes packages/elements/custom-elements.json (a Custom Elements Manifest,
// schema 2.0.0), the editors' data derived from it (VS Code's vscode.html-custom-data.json and
// JetBrains' web-types.json, beside it) and the reference page examples/elements.html from the element registry
// (packages/elements/src/registry.ts, imported through Node's type stripping: every element's tag,
// description, attributes with their allowed values, events with their detail types, reserved space
// and host-app route, which must be one of host-app/src/routePaths.ts) and the theme's --nirmaan-* CSS custom properties
// (packages/ui/src/theme/tokens.css.ts, read with the TypeScript parser: vanilla-extract files do not
// run in Node).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ROUTE_PATHS } from '../host-app/src/routePaths.ts';
import { attributeNameOf as attributeName } from '../packages/elements/src/embed/elementProperties.ts';
import { COMMON_ATTRIBUTES } from '../packages/elements/src/registry.ts';
import { registryEntries } from '../packages/elements/src/registryEntries.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TOKENS = join(ROOT, 'packages/ui/src/theme/tokens.css.ts');
export const MANIFEST_PATH = join(ROOT, 'packages/elements/custom-elements.json');
export const REFERENCE_PAGE_PATH = join(ROOT, 'examples/elements.html');
export const VSCODE_DATA_PATH = join(ROOT, 'packages/elements/vscode.html-custom-data.json');
export const WEB_TYPES_PATH = join(ROOT, 'packages/elements/web-types.json');

/** The module embed.js defines every element from; the path the manifest's declarations live in. */
const LOADER_MODULE = 'dist/embed/embed.js';

/** How the registry's attribute types read as TypeScript types (the manifest's `type.text`). */
const ATTRIBUTE_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' };

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

const unwrap = (node) =>
  node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) ? unwrap(node.expression) : node;
const propertyName = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText());
const kebabCase = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

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

/** An attribute's type as TypeScript spells it: its allowed values when it has them (`'light' | 'dark'`). */
function attributeType({ type, values }) {
  return values ? values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(' | ') : ATTRIBUTE_TYPES[type];
}

/** The manifest's attributes of an element: its own (with the reflecting property) and the common ones. */
export function manifestAttributes(entry) {
  const own = Object.entries(entry.attributes).map(([fieldName, attribute]) => ({
    name: attributeName(fieldName),
    fieldName,
    type: { text: attributeType(attribute) },
    description: attribute.description,
  }));
  const common = Object.entries(COMMON_ATTRIBUTES).map(([name, attribute]) => ({
    name,
    type: { text: attributeType(attribute) },
    description: attribute.description,
  }));
  return [...own, ...common];
}

/** The manifest's events of an element. */
export function manifestEvents(entry) {
  return Object.values(entry.events).map((event) => ({
    name: event.name,
    type: { text: `CustomEvent<${event.detail}>` },
    description: `${event.description} Fired on the element; it bubbles and crosses shadow roots (composed).`,
  }));
}

function elementDeclaration(entry, cssProperties) {
  const className = entry.tag.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
  const ownProperties = Object.entries(entry.cssProperties ?? {}).map(([name, description]) => ({ name, description }));
  return {
    kind: 'class',
    name: `${className}Element`,
    customElement: true,
    tagName: entry.tag,
    description: entry.description,
    attributes: manifestAttributes(entry),
    events: manifestEvents(entry),
    cssProperties: [...ownProperties, ...cssProperties],
    // Not in the Custom Elements Manifest schema (tools ignore unknown fields): the height (CSS px) the
    // element keeps at each window width while its code loads, for a page's own `:not(:defined)` rule.
    reservedHeight: entry.reserve,
  };
}

/** The theme's custom properties with their light and dark defaults, from tokens.css.ts. */
export function themeProperties() {
  const source = parse(TOKENS);
  const known = constants(source);
  const contractCall = unwrap(known.get('vars').initializer);
  const contract = literal(contractCall.arguments[0], known);
  const shared = literal(known.get('sharedTokens').initializer, known);
  const themes = source.statements
    .filter(
      (statement) =>
        ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression) && statement.expression.expression.getText() === 'createGlobalTheme',
    )
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

/** Registry routes the host app does not have, as `<tag>: <route>` (the build refuses them). */
export function unknownRoutes() {
  const paths = new Set(Object.values(ROUTE_PATHS));
  return registryEntries()
    .filter((entry) => entry.route && !paths.has(entry.route))
    .map((entry) => `${entry.tag}: ${entry.route}`);
}

export function buildManifest() {
  const unknown = unknownRoutes();
  if (unknown.length > 0) throw new Error(`The element registry names host-app routes that host-app/src/routePaths.ts does not have: ${unknown.join(', ')}`);
  const cssProperties = themeProperties();
  const declarations = registryEntries().map((entry) => elementDeclaration(entry, cssProperties));
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: LOADER_MODULE,
        description:
          "The loader partner pages include with one script tag: it defines every <nirmaan-*> element and loads a widget's code when the element is on the page.",
        declarations,
        exports: declarations.map((declaration) => ({
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: LOADER_MODULE },
        })),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Editors: VS Code's HTML custom data and JetBrains' web-types, from the manifest

/** An attribute's allowed values, read back from the manifest's union type (`'light' | 'dark'`, `1 | 2`); none for a free one. */
function allowedValues(attribute) {
  const text = attribute.type?.text ?? '';
  if (!/^('[^']*'|\d+)( \| ('[^']*'|\d+))*$/.test(text)) return [];
  return text.split(' | ').map((value) => value.replace(/^'|'$/g, ''));
}

/** The custom data VS Code's HTML support reads (`"html.customData"` in a workspace's settings): each tag, its attributes and their values. */
export function buildVsCodeCustomData(manifest) {
  return {
    version: 1.1,
    tags: manifest.modules[0].declarations.map((declaration) => ({
      name: declaration.tagName,
      description: declaration.description,
      attributes: declaration.attributes.map((attribute) => {
        const values = allowedValues(attribute);
        return {
          name: attribute.name,
          description: attribute.description,
          ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {}),
          ...(values.length > 0 ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** JetBrains' web-types (the package's `web-types` field): each tag, its attributes with their values, its events and properties. */
export function buildWebTypes(manifest, version) {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: '@nirmaan/elements',
    version,
    'description-markup': 'none',
    contributions: {
      html: {
        elements: manifest.modules[0].declarations.map((declaration) => ({
          name: declaration.tagName,
          description: declaration.description,
          attributes: declaration.attributes.map((attribute) => {
            const values = allowedValues(attribute);
            const isBoolean = attribute.type?.text === 'boolean';
            return {
              name: attribute.name,
              description: attribute.description,
              value: isBoolean ? { kind: 'no-value' } : { kind: 'plain', type: attribute.type?.text ?? 'string', required: false },
              ...(values.length > 0 ? { values: values.map((name) => ({ name })) } : {}),
            };
          }),
          events: declaration.events.map((event) => ({ name: event.name, description: event.description })),
          js: {
            properties: declaration.attributes
              .filter((attribute) => attribute.fieldName)
              .map((attribute) => ({ name: attribute.fieldName, description: attribute.description, type: attribute.type?.text })),
            events: declaration.events.map((event) => ({ name: event.name, description: event.description })),
          },
        })),
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The reference page

const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The element's live example: its registry entry's `example` attributes. */
function exampleMarkup(entry) {
  return `<${entry.tag}${entry.example ? ` ${entry.example}` : ''}></${entry.tag}>`;
}

/** Where else the element shows, and the space it keeps while its code loads. */
function facts(entry) {
  const heights = Object.entries(entry.reserve);
  const reserve = heights.every(([, height]) => height === 0)
    ? 'It keeps no space on the page (it floats).'
    : `While its code loads it keeps its height, so the page does not move: ${heights.map(([width, height]) => `${height} px at ${width} px wide`).join(', ')} (at most the window's height).`;
  const route = entry.route ? ` On the Nirmaan site: <code>${escapeHtml(entry.route)}</code>.` : '';
  return `${reserve}${route}`;
}

function elementSection(declaration, entry) {
  const { tagName: tag } = declaration;
  const attributeRows = declaration.attributes
    .map((attribute) => {
      const property = attribute.fieldName ? ` <small>(property <code>${attribute.fieldName}</code>)</small>` : '';
      return `<tr><th scope="row"><code>${attribute.name}</code>${property}</th><td><code>${escapeHtml(attribute.type.text)}</code></td><td>${escapeHtml(attribute.description || '—')}</td></tr>`;
    })
    .join('\n          ');
  const events = declaration.events.length
    ? `<ul>${declaration.events.map((event) => `<li><code>${event.name}</code>: <code>${escapeHtml(event.type.text)}</code>. ${escapeHtml(event.description)}</li>`).join('')}</ul>`
    : '<p>None.</p>';
  const example = exampleMarkup(entry);
  // A floating widget (the chatbot): one, at the foot of the page, is live.
  const live = entry.floating ? '<p>Live: the button at the bottom right of this page.</p>' : `<div class="live">${example}</div>`;
  return `
    <section id="${tag}" aria-labelledby="${tag}-title">
      <h2 id="${tag}-title"><code>&lt;${tag}&gt;</code></h2>
      <p>${escapeHtml(declaration.description)}</p>
      <p>${facts(entry)}</p>
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
  const entries = new Map(registryEntries().map((entry) => [entry.tag, entry]));
  const floating = declarations.filter((declaration) => entries.get(declaration.tagName)?.floating);
  const cssRows = declarations[0].cssProperties
    .map(
      (property) =>
        `<tr><th scope="row"><code>${property.name}</code></th><td><code>${escapeHtml(property.default)}</code></td><td>${escapeHtml(property.description)}</td></tr>`,
    )
    .join('\n        ');
  return `<!doctype html>
<!-- Generated by scripts/custom-elements-manifest.mjs from the element registry, packages/elements/src/registry.ts (npm run build); do not edit. -->
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Nirmaan elements reference</title>
  <link rel="stylesheet" href="/embed/reserve.css">
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
    <p>Every widget in each of its states, the design tokens with a live theme editor, and the writing and layout guidelines are in
      <a href="/storybook/">the Storybook</a>.</p>
    <nav aria-label="Elements">
      <ul>
        ${declarations.map((declaration) => `<li><a href="#${declaration.tagName}"><code>&lt;${declaration.tagName}&gt;</code></a></li>`).join('\n        ')}
        <li><a href="#css-custom-properties">CSS custom properties</a></li>
      </ul>
    </nav>
  </header>
  <main>
    ${declarations.map((declaration) => elementSection(declaration, entries.get(declaration.tagName))).join('\n')}
    <section id="css-custom-properties" aria-labelledby="css-custom-properties-title">
      <h2 id="css-custom-properties-title">CSS custom properties</h2>
      <p>Every element reads these; set them on the element or an ancestor, e.g. <code>nirmaan-labour-calculator { --nirmaan-color-primary: #0a7d33; }</code>. The defaults are the light theme's; <code>theme="dark"</code> switches to the dark ones. Try them live in <a href="/storybook/?path=/docs/foundations-theme-editor--docs">the theme editor</a>.</p>
      <table>
        <thead><tr><th scope="col">Property</th><th scope="col">Default</th><th scope="col">Description</th></tr></thead>
        <tbody>
        ${cssRows}
        </tbody>
      </table>
    </section>
  </main>
  ${floating.map((declaration) => exampleMarkup(entries.get(declaration.tagName))).join('\n  ')}
</body>
</html>
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = buildManifest();
  writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(REFERENCE_PAGE_PATH, buildReferencePage(manifest));
  writeFileSync(VSCODE_DATA_PATH, `${JSON.stringify(buildVsCodeCustomData(manifest), null, 2)}\n`);
  const { version } = JSON.parse(readFileSync(join(ROOT, 'packages/elements/package.json'), 'utf8'));
  writeFileSync(WEB_TYPES_PATH, `${JSON.stringify(buildWebTypes(manifest, version), null, 2)}\n`);
  const count = manifest.modules[0].declarations.length;
  console.log(`custom-elements.json, vscode.html-custom-data.json, web-types.json and examples/elements.html: ${count} elements`);
}
