/*
 * Storybook has no built widget CSS to inline in an element (the embed's build inlines it:
 * rollup.config.mjs); vanilla-extract puts the same CSS in the page instead. These helpers hand a
 * shadow root the page's CSS, so an element in a story looks as it does on a partner's page.
 */

/** The text of every stylesheet the page has now (a sheet from another origin is skipped: its rules are not readable). */
export function pageCssText(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => {
      try {
        return Array.from(sheet.cssRules, (rule) => rule.cssText);
      } catch {
        return [];
      }
    })
    .join('\n');
}

/**
 * Adopts the page's CSS into `root`, then again whenever the page gains a stylesheet (a widget's
 * lazily loaded dialog brings its own CSS), with `:host { display: block }` as the embed's CSS has.
 */
export function adoptPageCss(root: ShadowRoot): void {
  const sheet = new CSSStyleSheet();
  const refresh = () => sheet.replaceSync(`:host { display: block; }\n${pageCssText()}`);
  refresh();
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  new MutationObserver(refresh).observe(document.head, { childList: true, subtree: true, characterData: true });
}
