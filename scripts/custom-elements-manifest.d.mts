/** Types of custom-elements-manifest.mjs, for the tests that import it. */
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
  default: string;
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
export function registeredElements(): Array<{ tag: string; module: string; definition: string }>;
export function themeProperties(): ManifestCssProperty[];
export function buildManifest(): CustomElementsManifest;
export function buildReferencePage(manifest: CustomElementsManifest): string;
