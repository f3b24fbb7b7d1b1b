import type { Page } from 'playwright-core';

/**
 * Whether a person on a phone can use what a page shows (issue 27), measured in Chromium, not by eye:
 * - **overflow**: the document does not scroll sideways, and no element's content runs out of its
 *   box — except an element designed to scroll sideways, which must show that it does (a faded
 *   edge: a `mask-image`, as `ui`'s `scrollHint` draws);
 * - **clipped placeholders**: an empty text box's placeholder fits inside it;
 * - **broken words**: no word is broken across lines, except long identifiers (e-mail addresses,
 *   GSTINs, URLs), and those never down to a single letter on a line;
 * - **covered controls**: every focusable control, scrolled into view as the keyboard would, is the
 *   topmost element at its centre (`elementFromPoint`), so nothing floating or sticky covers it;
 * - **tap targets**: at least 24 × 24 CSS px (WCAG 2.2 SC 2.5.8), with the exceptions it allows:
 *   inline targets in a sentence, controls the browser sizes, and targets spaced 24 px apart.
 *
 * `auditLayout` runs in the page (serialised by Playwright: no imports, no closures) over the
 * elements under `scope` and their open shadow roots, and returns one line per problem.
 * It scrolls the page and its scrollers, and puts them back.
 */
export function auditLayout(scope: string): string[] {
  const problems: string[] = [];
  const root = document.querySelector(scope);
  if (!root) return [`nothing matches ${scope}`];

  const describe = (element: Element): string => {
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? element.placeholder ?? element.name) : null) ??
      element.textContent ??
      '';
    const text = label.replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.localName}${element.id ? `#${element.id}` : ''}>${text ? ` "${text}"` : ''}`;
  };

  const elements: HTMLElement[] = [];
  const collect = (node: Element | ShadowRoot) => {
    for (const child of node.children) {
      if (child instanceof HTMLElement) elements.push(child);
      collect(child);
      if (child.shadowRoot) collect(child.shadowRoot);
    }
  };
  if (root instanceof HTMLElement) elements.push(root);
  collect(root);
  // An open modal dialog portalled out of `scope` (to the body) is what the user sees and uses.
  const portalledModal = [...document.querySelectorAll('dialog')].find((dialog) => dialog.matches(':modal') && !root.contains(dialog));
  if (portalledModal) {
    elements.push(portalledModal);
    collect(portalledModal);
  }

  /** Hidden from sight: not rendered, or clipped to nothing as visually-hidden text is. */
  const unseen = (element: Element): boolean => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
    for (let node: Element | null = element; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null)) {
      const style = getComputedStyle(node);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
      const { width, height } = node.getBoundingClientRect();
      if (style.overflow !== 'visible' && (width <= 1 || height <= 1)) return true;
    }
    return false;
  };

  // The keyframes that draw a fade (mask-image): a scroller running one on its scroll timeline shows
  // that it scrolls, whether or not the animation is running now (Storybook pauses them).
  const fadeKeyframes = new Set<string>();
  const readRules = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSKeyframesRule && rule.cssText.includes('mask-image')) fadeKeyframes.add(rule.name);
      else if (rule instanceof CSSGroupingRule) readRules(rule.cssRules);
    }
  };
  const sheets = [...document.styleSheets, ...document.adoptedStyleSheets];
  for (const element of elements) if (element.shadowRoot) sheets.push(...element.shadowRoot.styleSheets, ...element.shadowRoot.adoptedStyleSheets);
  for (const sheet of sheets) {
    try {
      readRules(sheet.cssRules);
    } catch {
      // Another origin's stylesheet: its rules cannot be read, and are not ours.
    }
  }
  const showsItScrolls = (style: CSSStyleDeclaration) =>
    style.maskImage !== 'none' ||
    style.webkitMaskImage !== 'none' ||
    (style.getPropertyValue('animation-timeline').includes('scroll(') && style.animationName.split(', ').some((name) => fadeKeyframes.has(name)));

  /** What runs out of `element` is only positioned out of the flow (an open menu under its button), and on the screen. */
  const onlyPopupsOverflow = (element: HTMLElement) => {
    if (getComputedStyle(element).overflowX !== 'visible') return false;
    const edge = element.getBoundingClientRect().left + element.clientLeft + element.clientWidth + 1;
    const outside = [...element.querySelectorAll('*')].filter((inner) => inner.getBoundingClientRect().right > edge);
    const positionedOut = (inner: Element) => {
      for (let node: Element | null = inner; node && node !== element; node = node.parentElement) {
        if (['absolute', 'fixed'].includes(getComputedStyle(node).position)) return true;
      }
      return false;
    };
    return outside.length > 0 && outside.every((inner) => positionedOut(inner) && inner.getBoundingClientRect().right <= innerWidth);
  };

  // Overflow. (The document first: every element inside is measured against the screen.)
  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollWidth > page.clientWidth) problems.push(`the page scrolls sideways by ${page.scrollWidth - page.clientWidth} px`);
  for (const element of elements) {
    const style = getComputedStyle(element);
    // A text field scrolls its own value, as every browser draws it.
    if (style.display === 'inline' || style.display === 'contents' || element.matches('body, input, textarea, select')) continue;
    const overflow = element.scrollWidth - element.clientWidth;
    // A map (role="application") pans its own clipped layers.
    if (overflow <= 1 || unseen(element) || element.closest('[role="application"]')) continue;
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
    if (scrolls) {
      if (!showsItScrolls(style)) problems.push(`overflow: ${describe(element)} scrolls sideways (${overflow} px) without showing that it does`);
    } else if (!(style.textOverflow === 'ellipsis' && style.overflowX !== 'visible') && !onlyPopupsOverflow(element)) {
      problems.push(`overflow: the content of ${describe(element)} runs ${overflow} px past its right edge`);
    }
  }

  // Placeholders cut off: an empty text box whose hint runs past its edge (the box scrolls its value, not its placeholder).
  const measure = new OffscreenCanvas(1, 1).getContext('2d');
  for (const element of elements) {
    if (!(element instanceof HTMLInputElement) || element.placeholder === '' || element.value !== '' || unseen(element) || !measure) continue;
    const style = getComputedStyle(element);
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const cut = Math.round(measure.measureText(element.placeholder).width - room);
    if (cut > 1) problems.push(`clipped: the placeholder of ${describe(element)} "${element.placeholder}" is cut by ${cut} px`);
  }

  // Words broken across lines.
  const breakable = /(?<=[-/–—])/;
  // E-mail addresses, URLs, GSTINs, invoice numbers: broken wherever they must be.
  const identifier = /[@\d_.:]/;
  const textNodes: Text[] = [];
  for (const top of portalledModal ? [root, portalledModal] : [root]) {
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);
  }
  for (const element of elements) {
    if (!element.shadowRoot) continue;
    const inner = document.createTreeWalker(element.shadowRoot, NodeFilter.SHOW_TEXT);
    for (let node = inner.nextNode(); node; node = inner.nextNode()) textNodes.push(node as Text);
  }
  const range = document.createRange();
  const linesOf = (text: Text, start: number, end: number) => {
    range.setStart(text, start);
    range.setEnd(text, end);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
  };
  for (const text of textNodes) {
    const parent = text.parentElement;
    if (!parent || !/\S{2}/.test(text.data) || parent.closest('script, style, svg, [aria-hidden="true"]') || unseen(parent)) continue;
    for (const word of text.data.matchAll(/\S+/g)) {
      let offset = word.index;
      const longIdentifier = identifier.test(word[0]) || word[0].length > 20;
      for (const piece of word[0].split(breakable)) {
        const start = offset;
        offset += piece.length;
        if (piece.replace(/[^\p{L}\p{N}]/gu, '').length < 2 || linesOf(text, start, offset).size < 2) continue;
        if (longIdentifier) continue;
        const charactersPerLine = new Map<number | undefined, number>();
        for (let index = start; index < offset; index++) {
          const line = [...linesOf(text, index, index + 1)][0];
          charactersPerLine.set(line, (charactersPerLine.get(line) ?? 0) + 1);
        }
        const singleLetter = [...charactersPerLine.values()].includes(1) ? ', one letter on a line' : '';
        problems.push(`broken word: "${piece}" in ${describe(parent)} breaks across ${charactersPerLine.size} lines${singleLetter}`);
      }
    }
  }

  // Controls: tap target size, then covered when scrolled into view.
  const focusable =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"], [contenteditable=""]';
  // While a modal dialog is open, the rest of the page is inert: only the dialog's controls count.
  const modal = elements.findLast((element) => element.matches('dialog:modal'));
  const controls = elements.filter(
    (element) =>
      element.matches(focusable) &&
      (!modal || modal.contains(element)) &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert]') &&
      !unseen(element) &&
      element.getBoundingClientRect().width > 1,
  );
  const boxes = controls.map((control) => {
    const rect = control.getBoundingClientRect();
    return { control, left: rect.left + scrollX, top: rect.top + scrollY, width: rect.width, height: rect.height };
  });
  const centre = (box: (typeof boxes)[number]) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const small = (box: (typeof boxes)[number]) => box.width < 23.5 || box.height < 23.5;
  const inSentence = (control: HTMLElement) => {
    if (getComputedStyle(control).display !== 'inline') return false;
    let block: HTMLElement | null = control.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    return (block?.textContent ?? '').replace(/\s+/g, '').length > (control.textContent ?? '').replace(/\s+/g, '').length;
  };
  const sizedByBrowser = (control: HTMLElement) =>
    control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type) && getComputedStyle(control).appearance === 'auto';
  for (const box of boxes) {
    if (!small(box) || inSentence(box.control) || sizedByBrowser(box.control)) continue;
    const { x, y } = centre(box);
    const crowded = boxes.some((other) => {
      if (other === box || other.control.contains(box.control) || box.control.contains(other.control)) return false;
      if (small(other)) return Math.hypot(centre(other).x - x, centre(other).y - y) < 24;
      const nearestX = Math.max(other.left, Math.min(x, other.left + other.width));
      const nearestY = Math.max(other.top, Math.min(y, other.top + other.height));
      return Math.hypot(nearestX - x, nearestY - y) < 12;
    });
    if (crowded) problems.push(`tap target: ${describe(box.control)} is ${Math.round(box.width)} × ${Math.round(box.height)} px, closer than 24 px to another`);
  }

  const scrolled = new Map<Element, [number, number]>();
  for (const element of [page, ...elements]) if (element.scrollLeft || element.scrollTop) scrolled.set(element, [element.scrollLeft, element.scrollTop]);
  const topmostAt = (x: number, y: number): Element | null => {
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  };
  const holds = (control: HTMLElement, hit: Element) => {
    for (let node: Element | null = hit; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null)) {
      if (node === control) return true;
    }
    return [...((control as HTMLInputElement).labels ?? [])].some((label) => label.contains(hit));
  };
  const focused = document.activeElement;
  const pageStyle = getComputedStyle(page);
  const clearTop = parseFloat(pageStyle.scrollPaddingTop) || 0;
  const clearBottom = innerHeight - (parseFloat(pageStyle.scrollPaddingBottom) || 0);
  for (const control of controls) {
    // As the Tab key would: focused (a skip link shows itself), and scrolled to the nearest edge of what
    // the page leaves clear (its `scroll-padding`, where sticky or fixed bars sit).
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // The centre of its first line (a link wrapped over two lines has nothing at its box's centre),
    // or of the part in the clear when it is taller than that (a scrolling table).
    const rect = control.getClientRects()[0] ?? control.getBoundingClientRect();
    const top = rect.height > clearBottom - clearTop ? Math.max(rect.top, clearTop) : rect.top;
    const bottom = rect.height > clearBottom - clearTop ? Math.min(rect.bottom, clearBottom) : rect.bottom;
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max((top + bottom) / 2, 0), innerHeight - 1);
    const hit = topmostAt(x, y);
    if (hit && !holds(control, hit)) problems.push(`covered: ${describe(control)} is under ${describe(hit)}`);
    control.blur();
  }
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
  for (const element of [page, ...elements]) {
    const [left, top] = scrolled.get(element) ?? [0, 0];
    if (element.scrollLeft !== left || element.scrollTop !== top) element.scrollTo(left, top);
  }
  return problems;
}

/**
 * The audit of `scope` at each of `widths`, the page resized to each in turn and put back: one line
 * per problem, prefixed with the width.
 */
export async function auditAtWidths(page: Page, scope: string, widths: readonly number[]): Promise<string[]> {
  const original = page.viewportSize();
  const problems: string[] = [];
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: original?.height ?? 740 });
    // Three frames: the layout, then the scroll timelines of the rows that scroll in it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    problems.push(...(await page.evaluate(auditLayout, scope)).map((problem) => `${width} px: ${problem}`));
  }
  if (original && page.viewportSize()?.width !== original.width) await page.setViewportSize(original);
  return problems;
}
