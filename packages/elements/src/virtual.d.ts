declare module 'virtual:nirmaan-widget-css' {
  /** The built CSS of @nirmaan/ui and @nirmaan/widgets, adopted into every element's shadow root. */
  const cssText: string;
  export default cssText;
}

declare module 'virtual:nirmaan-elements' {
  /** Generated from the element registry by scripts/elementModules.mjs; typed in elementChunks.ts. */
  export const ELEMENTS: Readonly<Record<string, unknown>>;
  /** The attributes every element takes (COMMON_ATTRIBUTES of the registry): name -> type. */
  export const COMMON_ATTRIBUTE_TYPES: Readonly<Record<string, 'string' | 'number' | 'boolean' | 'json'>>;
}

declare module 'virtual:nirmaan-element-definitions' {
  /** Generated from the element registry by scripts/elementModules.mjs; typed in index.ts. */
  export const ELEMENT_DEFINITIONS: readonly unknown[];
}

declare module 'virtual:nirmaan-indic-font-faces' {
  /** The Kannada, Tamil and Devanagari faces with their files' URLs beside embed.js (rollup.config.mjs: indicFontFiles). */
  const faces: ReadonlyArray<{ family: string; weight: number; unicodeRange: string; url: string }>;
  export default faces;
}

declare module 'virtual:nirmaan-built-widget-css' {
  /**
   * Storybook only (.storybook/main.ts): the built stylesheets of @nirmaan/ui and @nirmaan/widgets
   * (`npm run build:lib`), the CSS the npm build of the elements adopts, for the element stories.
   */
  const cssText: string;
  export default cssText;
}
