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
export function manifestAttributes(entry: RegistryEntry): ManifestAttribute[];
export function manifestEvents(entry: RegistryEntry): ManifestEvent[];
export function themeProperties(): ManifestCssProperty[];
export function unknownRoutes(): string[];
export function buildManifest(): CustomElementsManifest;
export function buildReferencePage(manifest: CustomElementsManifest): string;
