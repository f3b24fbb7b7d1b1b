/** Types of custom-elements-manifest.mjs, for the tests that import it. */
import type { RegistryEntry } from '../packages/elements/src/registryEntries.ts';

export interface ManifestAttribute {
  name: string;
  fieldName?: string;
  type: { text: string };
  description: string;
}

export interface ManifestEvent {
  name: string;
  type: { text: string };
  description: string;
}

export interface ManifestCssProperty {
  name: string;
  /** The theme's properties have one; an element's own may not. */
  default?: string;
  description: string;
}

export interface ManifestElement {
  kind: 'class';
  name: string;
  customElement: true;
  tagName: string;
  description: string;
  attributes: ManifestAttribute[];
  events: ManifestEvent[];
  cssProperties: ManifestCssProperty[];
  /** The height (CSS px) kept at each window width while the element's code loads. */
  reservedHeight: Readonly<Record<320 | 375 | 768 | 1280, number>>;
}

export interface CustomElementsManifest {
  schemaVersion: '2.0.0';
  readme: string;
  modules: Array<{
    kind: 'javascript-module';
    path: string;
    description: string;
    declarations: ManifestElement[];
    exports: Array<{ kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } }>;
  }>;
}

export const MANIFEST_PATH: string;
export const REFERENCE_PAGE_PATH: string;
export const VSCODE_DATA_PATH: string;
export const WEB_TYPES_PATH: string;

export interface VsCodeAttribute {
  name: string;
  description: string;
  valueSet?: 'v';
  values?: Array<{ name: string }>;
}

export interface VsCodeCustomData {
  version: 1.1;
  tags: Array<{ name: string; description: string; attributes: VsCodeAttribute[] }>;
}

export interface WebTypesElement {
  name: string;
  description: string;
  attributes: Array<{ name: string; description: string; value: Record<string, unknown>; values?: Array<{ name: string }> }>;
  events: Array<{ name: string; description: string }>;
  js: { properties: Array<{ name: string; description: string; type: string }>; events: Array<{ name: string; description: string }> };
}

export interface WebTypes {
  $schema: string;
  name: string;
  version: string;
  'description-markup': 'none';
  contributions: { html: { elements: WebTypesElement[] } };
}
export function manifestAttributes(entry: RegistryEntry): ManifestAttribute[];
export function manifestEvents(entry: RegistryEntry): ManifestEvent[];
export function themeProperties(): ManifestCssProperty[];
export function unknownRoutes(): string[];
export function buildManifest(): CustomElementsManifest;
export function buildReferencePage(manifest: CustomElementsManifest): string;
export function buildVsCodeCustomData(manifest: CustomElementsManifest): VsCodeCustomData;
export function buildWebTypes(manifest: CustomElementsManifest, version: string): WebTypes;
