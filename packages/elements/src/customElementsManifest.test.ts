import { describe, expect, it } from 'vitest';
import { buildManifest, buildReferencePage } from '../../../scripts/custom-elements-manifest.mjs';
import { LAZY_ELEMENTS } from './embed/lazyElements.ts';

const manifest = buildManifest();
const [loaderModule] = manifest.modules;
const declarations = loaderModule?.declarations ?? [];
const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const MANIFEST_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' } as const;

describe('custom-elements.json', () => {
  it('is a schema 2.0.0 manifest of the loader module, exporting every element it defines', () => {
    expect(manifest.schemaVersion).toBe('2.0.0');
    expect(loaderModule).toMatchObject({ kind: 'javascript-module', path: 'dist/embed/embed.js' });
    expect(loaderModule?.exports.map((entry) => entry.name)).toEqual(Object.keys(LAZY_ELEMENTS));
    for (const entry of loaderModule?.exports ?? []) {
      expect(entry.kind).toBe('custom-element-definition');
      expect(declarations.some((declaration) => declaration.name === entry.declaration.name && declaration.tagName === entry.name)).toBe(true);
    }
  });

  it.each(Object.entries(LAZY_ELEMENTS))('lists <%s> with the attributes and events of its definition', async (tag, spec) => {
    const definition = await spec.load();
    const declaration = declarations.find((candidate) => candidate.tagName === tag);
    expect(declaration).toBeDefined();
    expect(definition.tagName).toBe(tag);
    expect(declaration?.customElement).toBe(true);
    expect(declaration?.description).not.toBe('');

    const attributes = Object.entries(definition.attributes).map(([field, type]) => ({ name: kebabCase(field), type: { text: MANIFEST_TYPES[type] } }));
    expect(declaration?.attributes).toEqual(expect.arrayContaining(attributes.map((attribute) => expect.objectContaining(attribute))));
    expect(declaration?.attributes.map((attribute) => attribute.name)).toEqual([...attributes.map((attribute) => attribute.name), 'theme']);

    const events = Object.values(definition.events);
    expect(declaration?.events.map((event) => event.name)).toEqual(events);
    for (const event of declaration?.events ?? []) expect(event.type.text).toMatch(/^CustomEvent<\w+>$/);
  });

  it('documents the theme custom properties with their defaults on every element', () => {
    for (const declaration of declarations) {
      const names = declaration.cssProperties.map((property) => property.name);
      expect(names).toEqual(expect.arrayContaining(['--nirmaan-color-primary', '--nirmaan-color-text', '--nirmaan-font-body', '--nirmaan-radius-md']));
      for (const property of declaration.cssProperties) {
        expect(property.name).toMatch(/^--nirmaan-[a-z-]+$/);
        expect(property.default).not.toBe('');
      }
    }
    expect(declarations[0]?.cssProperties.find((property) => property.name === '--nirmaan-color-primary')).toMatchObject({ default: '#b4410c' });
  });
});

describe('the reference page', () => {
  it('has a section and a live example of every element, loaded through /embed/embed.js', () => {
    const page = new DOMParser().parseFromString(buildReferencePage(manifest), 'text/html');
    expect(page.querySelector('script[src="/embed/embed.js"]')).not.toBeNull();
    for (const tag of Object.keys(LAZY_ELEMENTS)) {
      const section = page.getElementById(tag);
      expect(section?.querySelector('h2')?.textContent).toBe(`<${tag}>`);
      expect(page.querySelector(tag)).not.toBeNull();
    }
    expect(page.querySelectorAll('#css-custom-properties tbody tr').length).toBe(declarations[0]?.cssProperties.length);
  });
});
