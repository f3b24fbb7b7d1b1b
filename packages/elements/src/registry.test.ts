import type { ChatbotReceipt, PincodeCheck } from '@nirmaan/core';
import type { HomeDrawingDetail, LabourCalculatedDetail, QuoteRequestSentDetail, SellerDashboardTab, SignInVariant } from '@nirmaan/widgets';
import type { JSX } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildManifest, unknownRoutes } from '../../../scripts/custom-elements-manifest.mjs';
import {
  defineAllElements,
  ELEMENT_DEFINITIONS,
  type ElementEventMap,
  type NirmaanElement,
  type NirmaanElementTagNameMap,
  type NirmaanEventMap,
  type OrderPlacedDetail,
  type SignedInDetail,
} from './index.ts';
import { ELEMENTS } from './elementChunks.ts';
import { attributeNameOf as attributeName } from './embed/elementProperties.ts';
import { COMMON_ATTRIBUTES, ELEMENT_METADATA } from './registry.ts';
import { type ElementTag } from './elementTypes.ts';
import { registryEntries } from './registryEntries.ts';
import { RESERVE_CAP, RESERVE_WIDTHS } from './registryTypes.ts';

const entries = registryEntries();
const tags = entries.map((entry) => entry.tag);
const declarations = buildManifest().modules[0]?.declarations ?? [];

/** Every event name the registry lists; the typings below must name exactly these. */
const EVENT_NAMES = [
  'nirmaan-calculated',
  'nirmaan-signed-in',
  'nirmaan-pincode-checked',
  'nirmaan-order-placed',
  'nirmaan-plan-generated',
  'nirmaan-inquiry-sent',
  'nirmaan-quote-sent',
  'nirmaan-rfq-sent',
] as const;

describe('the element registry', () => {
  it('gives the loader every element, in the registry’s order, with its reserved space and the floating ones at once', () => {
    expect(Object.keys(ELEMENTS)).toEqual(Object.keys(ELEMENT_METADATA));
    for (const { tag, reserve, floating } of entries) {
      expect(ELEMENTS[tag].reserve, tag).toEqual(RESERVE_WIDTHS.map((width) => reserve[width]));
      expect(Boolean(ELEMENTS[tag].eager), tag).toBe(Boolean(floating));
    }
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(tag).toMatch(/^nirmaan-[a-z]+(-[a-z]+)*$/);
  });

  it('describes every element, attribute and event, with attribute names that do not clash', () => {
    for (const entry of entries) {
      expect(entry.description, entry.tag).not.toBe('');
      const names = Object.keys(entry.attributes).map(attributeName);
      expect(new Set([...names, ...Object.keys(COMMON_ATTRIBUTES)]).size, entry.tag).toBe(names.length + Object.keys(COMMON_ATTRIBUTES).length);
      for (const [property, attribute] of Object.entries(entry.attributes)) {
        expect(property, entry.tag).toMatch(/^[a-z][a-zA-Z]*$/);
        expect(attribute.description, `${entry.tag} ${property}`).not.toBe('');
        for (const value of attribute.values ?? []) expect(typeof value, `${entry.tag} ${property}`).toBe(attribute.type === 'number' ? 'number' : 'string');
      }
      for (const [callback, event] of Object.entries(entry.events)) {
        expect(callback, entry.tag).toMatch(/^on[A-Z][a-zA-Z]*$/);
        expect(event.name, entry.tag).toMatch(/^nirmaan-[a-z]+(-[a-z]+)*$/);
        expect(event.description, `${entry.tag} ${event.name}`).not.toBe('');
      }
    }
  });

  it('keeps space for every element but the floating ones, which load at once', () => {
    for (const { tag, reserve, floating } of entries) {
      if (floating) expect(reserve, tag).toEqual({ 320: 0, 375: 0, 768: 0, 1280: 0 });
      else {
        // Measured (e2e/reserved-sizes.e2e.test.ts), and none is kept taller than the cap.
        for (const width of RESERVE_WIDTHS) {
          expect(reserve[width], `${tag} at ${width}`).toBeGreaterThan(0);
          expect(reserve[width], `${tag} at ${width}`).toBeLessThanOrEqual(RESERVE_CAP);
        }
      }
    }
  });

  it('names host-app routes that exist (the manifest script checks them against host-app/src/routePaths.ts)', () => {
    expect(entries.filter((entry) => entry.route).length).toBeGreaterThan(0);
    expect(unknownRoutes()).toEqual([]);
  });

  it('gives the loader each tag’s own definition, with exactly the registry’s attributes and events', async () => {
    for (const entry of entries) {
      const definition = (await ELEMENTS[entry.tag].chunk()).default as { tagName: string; attributes: Record<string, string>; events: Record<string, string> };
      expect(definition.tagName).toBe(entry.tag);
      expect(definition.attributes, entry.tag).toEqual(Object.fromEntries(Object.entries(entry.attributes).map(([property, { type }]) => [property, type])));
      expect(definition.events, entry.tag).toEqual(Object.fromEntries(Object.entries(entry.events).map(([callback, { name }]) => [callback, name])));
    }
  });

  it('is what the npm entry defines: every tag, each with its own definition', () => {
    expect(ELEMENT_DEFINITIONS.map((definition) => definition.tagName)).toEqual(tags);
    defineAllElements();
    for (const tag of tags) expect(customElements.get(tag), tag).toBeDefined();
    const element = document.createElement('nirmaan-sign-in');
    expect(Object.getOwnPropertyNames(Object.getPrototypeOf(Object.getPrototypeOf(element)))).toEqual(
      expect.arrayContaining(['variant', 'returnTo', 'stayOnPage', 'showDemoAccounts']),
    );
  });

  it('is what custom-elements.json lists: the same attributes (with their properties and values) and events', () => {
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(tags);
    for (const entry of entries) {
      const declaration = declarations.find((candidate) => candidate.tagName === entry.tag);
      const own = declaration?.attributes.filter((attribute) => attribute.fieldName) ?? [];
      expect(
        own.map(({ name, fieldName, description }) => ({ name, fieldName, description })),
        entry.tag,
      ).toEqual(
        Object.entries(entry.attributes).map(([property, attribute]) => ({
          name: attributeName(property),
          fieldName: property,
          description: attribute.description,
        })),
      );
      for (const [property, attribute] of Object.entries(entry.attributes)) {
        const text = own.find((candidate) => candidate.fieldName === property)?.type.text ?? '';
        if (attribute.values)
          expect(text.split(' | '), `${entry.tag} ${property}`).toEqual(
            attribute.values.map((value) => (typeof value === 'number' ? `${value}` : `'${value}'`)),
          );
      }
      expect(declaration?.attributes.filter((attribute) => !attribute.fieldName).map((attribute) => attribute.name)).toEqual(Object.keys(COMMON_ATTRIBUTES));
      expect(
        declaration?.events.map(({ name, type }) => ({ name, type: type.text })),
        entry.tag,
      ).toEqual(Object.values(entry.events).map((event) => ({ name: event.name, type: `CustomEvent<${event.detail}>` })));
    }
  });

  it('is what the typings name: every tag in the DOM’s and React’s maps, every event in NirmaanEventMap', () => {
    expect(new Set(entries.flatMap((entry) => Object.values(entry.events).map((event) => event.name)))).toEqual(new Set(EVENT_NAMES));

    // Checked by the type-checker (npm run typecheck): the typings are derived from the registry.
    expectTypeOf<keyof NirmaanEventMap>().toEqualTypeOf<(typeof EVENT_NAMES)[number]>();
    expectTypeOf<keyof NirmaanElementTagNameMap>().toEqualTypeOf<ElementTag>();
    type InDomMap = { [T in ElementTag]: HTMLElementTagNameMap[T] extends NirmaanElement<T> ? true : false }[ElementTag];
    expectTypeOf<InDomMap>().toEqualTypeOf<true>();
    type InJsx = { [T in ElementTag]: T extends keyof JSX.IntrinsicElements ? true : false }[ElementTag];
    expectTypeOf<InJsx>().toEqualTypeOf<true>();

    expectTypeOf<NirmaanEventMap['nirmaan-quote-sent']>().toEqualTypeOf<CustomEvent<QuoteRequestSentDetail>>();
    expectTypeOf<ElementEventMap<'nirmaan-price-board'>>().toEqualTypeOf<{ 'nirmaan-quote-sent': CustomEvent<QuoteRequestSentDetail> }>();
    expectTypeOf<NirmaanEventMap['nirmaan-signed-in']>().toEqualTypeOf<CustomEvent<SignedInDetail>>();
    expectTypeOf<NirmaanEventMap['nirmaan-order-placed']>().toEqualTypeOf<CustomEvent<OrderPlacedDetail>>();
    expectTypeOf<NirmaanEventMap['nirmaan-pincode-checked']>().toEqualTypeOf<CustomEvent<PincodeCheck>>();
    expectTypeOf<NirmaanEventMap['nirmaan-inquiry-sent']>().toEqualTypeOf<CustomEvent<ChatbotReceipt>>();
    expectTypeOf<NirmaanEventMap['nirmaan-plan-generated']>().toEqualTypeOf<CustomEvent<HomeDrawingDetail>>();
    expectTypeOf<CustomEvent<LabourCalculatedDetail>>().toExtend<NirmaanEventMap['nirmaan-calculated']>();

    expectTypeOf<HTMLElementTagNameMap['nirmaan-sign-in']['variant']>().toEqualTypeOf<SignInVariant | undefined>();
    expectTypeOf<HTMLElementTagNameMap['nirmaan-seller-dashboard']['tab']>().toEqualTypeOf<SellerDashboardTab | undefined>();
    expectTypeOf<HTMLElementTagNameMap['nirmaan-quote-request']['productId']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<JSX.IntrinsicElements['nirmaan-labour-calculator']['work-type']>().toEqualTypeOf<
      'masonry' | 'concreting' | 'plastering' | 'painting' | 'tiling' | 'carpentry' | 'electrical' | 'plumbing' | 'custom' | undefined
    >();
    expectTypeOf<Parameters<NonNullable<JSX.IntrinsicElements['nirmaan-checkout']['onnirmaan-order-placed']>>[0]>().toEqualTypeOf<
      CustomEvent<OrderPlacedDetail>
    >();
    expectTypeOf<JSX.IntrinsicElements['nirmaan-labour-calculator']>().toHaveProperty('onnirmaan-ready');
    expectTypeOf<HTMLElementEventMap['nirmaan-quote-sent']>().toEqualTypeOf<CustomEvent<QuoteRequestSentDetail>>();
    expectTypeOf<DocumentEventMap['nirmaan-pincode-checked']>().toEqualTypeOf<CustomEvent<PincodeCheck>>();
    expectTypeOf<HTMLElementTagNameMap['nirmaan-cart']['ready']>().toEqualTypeOf<Promise<void>>();
    expectTypeOf<JSX.IntrinsicElements['nirmaan-chatbot']['theme']>().toEqualTypeOf<'light' | 'dark' | undefined>();
  });
});
