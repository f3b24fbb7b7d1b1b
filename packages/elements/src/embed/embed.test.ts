import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../elementChunks.ts';
import { registryEntries } from '../registryEntries.ts';
import { adoptedCss, installAdoptedStyleSheets } from './adoptedSheets.testing.ts';

installAdoptedStyleSheets();

describe('embed.js, the loader', () => {
  it('defines every element of the registry, each keeping its reserved space at each width until its code arrives', async () => {
    await import('../embed.ts');
    expect(Object.keys(ELEMENTS).length).toBeGreaterThan(0);
    for (const { tag, reserve } of registryEntries()) {
      expect(customElements.get(tag), tag).toBeDefined();
      const css = adoptedCss(document.createElement(tag).shadowRoot);
      expect(css, tag).toContain(`:host { display: block; min-height: min(${reserve[1280]}px,100vh); }`);
      expect(css, tag).toContain(`@media (max-width:1279px) {\n  :host { display: block; min-height: min(${reserve[768]}px,100vh); }\n}`);
      expect(css, tag).toContain(`@media (max-width:767px) {\n  :host { display: block; min-height: min(${reserve[375]}px,100vh); }\n}`);
      expect(css, tag).toContain(`@media (max-width:374px) {\n  :host { display: block; min-height: min(${reserve[320]}px,100vh); }\n}`);
    }
  });
});
