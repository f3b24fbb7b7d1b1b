import { describe, expect, it } from 'vitest';
import { buildManifest, buildReferencePage, buildVsCodeCustomData, buildWebTypes } from '../../../scripts/custom-elements-manifest.mjs';
import { ELEMENTS } from './elementChunks.ts';
import { COMMON_ATTRIBUTES, ELEMENT_METADATA } from './registry.ts';
import { registryEntries } from './registryEntries.ts';

const manifest = buildManifest();
const [loaderModule] = manifest.modules;
const declarations = loaderModule?.declarations ?? [];
const entries = registryEntries();
const MANIFEST_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' } as const;

describe('custom-elements.json', () => {
  it('is a schema 2.0.0 manifest of the loader module, exporting every element of the registry in its order', () => {
    expect(manifest.schemaVersion).toBe('2.0.0');
    expect(loaderModule).toMatchObject({ kind: 'javascript-module', path: 'dist/embed/embed.js' });
    expect(loaderModule?.exports.map((entry) => entry.name)).toEqual(Object.keys(ELEMENTS));
    for (const entry of loaderModule?.exports ?? []) {
      expect(entry.kind).toBe('custom-element-definition');
      expect(declarations.some((declaration) => declaration.name === entry.declaration.name && declaration.tagName === entry.name)).toBe(true);
    }
  });

  it.each(entries.map((entry) => [entry.tag, entry] as const))('lists <%s> with the attributes and events of its definition', async (tag, entry) => {
    const definition = (await ELEMENTS[entry.tag].chunk()).default as { tagName: string; attributes: Record<string, string>; events: Record<string, string> };
    const declaration = declarations.find((candidate) => candidate.tagName === tag);
    expect(declaration).toBeDefined();
    expect(definition.tagName).toBe(tag);
    expect(declaration?.customElement).toBe(true);
    expect(declaration?.description).toBe(entry.description);

    // The definition's attributes (what r2wc observes), each with its property, then the common ones.
    const attributes = Object.entries(definition.attributes).map(([field, type]) => ({
      name: field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      fieldName: field,
      type,
    }));
    expect(declaration?.attributes.map((attribute) => attribute.name)).toEqual([
      ...attributes.map((attribute) => attribute.name),
      ...Object.keys(COMMON_ATTRIBUTES),
    ]);
    for (const attribute of attributes) {
      const listed = declaration?.attributes.find((candidate) => candidate.name === attribute.name);
      expect(listed?.fieldName).toBe(attribute.fieldName);
      const values = entry.attributes[attribute.fieldName]?.values;
      expect(listed?.type.text).toBe(
        values
          ? values.map((value) => (typeof value === 'number' ? `${value}` : `'${value}'`)).join(' | ')
          : MANIFEST_TYPES[attribute.type as keyof typeof MANIFEST_TYPES],
      );
      expect(listed?.description).not.toBe('');
    }

    expect(declaration?.events.map((event) => event.name)).toEqual(Object.values(definition.events));
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
  const page = new DOMParser().parseFromString(buildReferencePage(manifest), 'text/html');

  it('has a section and a live example of every element, loaded through /embed/embed.js', () => {
    expect(page.querySelector('script[src="/embed/embed.js"]')).not.toBeNull();
    for (const { tag } of entries) {
      const section = page.getElementById(tag);
      expect(section?.querySelector('h2')?.textContent).toBe(`<${tag}>`);
      expect(page.querySelector(tag)).not.toBeNull();
    }
    expect(page.querySelectorAll('#css-custom-properties tbody tr').length).toBe(declarations[0]?.cssProperties.length);
  });

  it('shows each element with its registry example, and a floating one once, outside the sections', () => {
    for (const entry of entries) {
      const live = page.querySelectorAll(entry.tag);
      expect(live).toHaveLength(1);
      if (entry.floating) expect(live[0]?.closest('section')).toBeNull();
      else expect(live[0]?.closest('section')?.id).toBe(entry.tag);
      for (const [, name, value] of (entry.example ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/g)) expect(live[0]?.getAttribute(name!)).toBe(value ?? '');
    }
  });

  it('says how much space each element keeps while it loads, and where the Nirmaan site shows it', () => {
    const labour = page.getElementById('nirmaan-labour-calculator')?.textContent ?? '';
    const reserve = ELEMENT_METADATA['nirmaan-labour-calculator'].reserve;
    expect(labour).toContain(`${reserve[375]} px at 375 px wide, ${reserve[768]} px at 768 px wide, ${reserve[1280]} px at 1280 px wide`);
    expect(labour).toContain('On the Nirmaan site: /labour-force-calculator.');
  });
});

describe("editors' data (VS Code custom data, JetBrains web-types)", () => {
  const manifest = buildManifest();

  it('lists every tag with its attributes and their allowed values for VS Code', () => {
    const data = buildVsCodeCustomData(manifest);
    expect(data.tags.map((tag) => tag.name)).toEqual(registryEntries().map((entry) => entry.tag));
    const labour = data.tags.find((tag) => tag.name === 'nirmaan-labour-calculator')!;
    const workType = labour.attributes.find((attribute) => attribute.name === 'work-type')!;
    expect(workType.values?.map((value) => value.name)).toEqual([...ELEMENT_METADATA['nirmaan-labour-calculator'].attributes.workType.values]);
    const signIn = data.tags.find((tag) => tag.name === 'nirmaan-sign-in')!;
    expect(signIn.attributes.find((attribute) => attribute.name === 'stay-on-page')).toMatchObject({ valueSet: 'v' });
    expect(signIn.attributes.find((attribute) => attribute.name === 'return-to')?.values).toBeUndefined();
  });

  it('gives JetBrains IDEs the attributes with their values, the properties and the events', () => {
    const webTypes = buildWebTypes(manifest, '0.1.0');
    const elements = webTypes.contributions.html.elements;
    const cost = elements.find((element) => element.name === 'nirmaan-cost-calculator')!;
    expect(cost.attributes.find((attribute) => attribute.name === 'floors')?.values).toEqual([{ name: '1' }, { name: '2' }, { name: '3' }, { name: '4' }]);
    expect(cost.events).toEqual([expect.objectContaining({ name: 'nirmaan-calculated' })]);
    expect(cost.js.properties.map((property) => property.name)).toEqual(['quality', 'floors']);
  });
});
