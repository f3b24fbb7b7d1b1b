import { BREAKPOINTS } from '@nirmaan/ui/tokens';
import { describe, expect, it } from 'vitest';
import { ELEMENTS, PHONE_MAX_WIDTH } from '../elementChunks.ts';
import { registryEntries } from '../registryEntries.ts';
import { adoptedCss, installAdoptedStyleSheets } from './adoptedSheets.testing.ts';

installAdoptedStyleSheets();

describe('embed.js, the loader', () => {
  it('defines every element of the registry, each keeping its reserved space (desktop and phone) until its code arrives', async () => {
    await import('../embed.ts');
    expect(Object.keys(ELEMENTS).length).toBeGreaterThan(0);
    for (const { tag, reserve } of registryEntries()) {
      expect(customElements.get(tag), tag).toBeDefined();
      const css = adoptedCss(document.createElement(tag).shadowRoot);
      expect(css, tag).toContain(`:host { display: block; min-height: ${reserve.desktop}px; }`);
      expect(css, tag).toContain(`@media (max-width:${PHONE_MAX_WIDTH}px) {\n  :host { min-height: ${reserve.phone}px; }\n}`);
    }
  });

  it('keeps the phone reserve below the `md` breakpoint, where the widgets’ own layouts change', () => {
    expect(PHONE_MAX_WIDTH).toBe(BREAKPOINTS.md.minWidth - 1);
  });
});
