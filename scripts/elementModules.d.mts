/** Types of elementModules.mjs, for vite.shared.ts and the tests. */
import type { Plugin } from 'vite';

export const ELEMENT_LOADERS_MODULE: 'virtual:nirmaan-elements';
export const ELEMENT_DEFINITIONS_MODULE: 'virtual:nirmaan-element-definitions';
export function elementModuleName(tag: string): string;
/** `module`: the element's *Element.tsx, or the generated module of a standard element (its entry names a widget). */
export function registryElements(): Promise<
  Array<{ tag: string; module: string; entry: Record<string, unknown>; reserve: Readonly<Record<320 | 375 | 768 | 1280, number>>; eager: boolean }>
>;
export function elementModules(): Plugin;
