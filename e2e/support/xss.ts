import type { Page } from 'playwright-core';

/*
 * Script-injection payloads, each tagged with the field it is stored in (so a payload that runs
 * says where it came from), and a watch on a page for anything that runs: calls of window.__xss,
 * dialogs, Content-Security-Policy violations (an inline script or handler the policy stopped is
 * an injection that got into the page) and dangerous markup in the DOM.
 */

/** The payloads for one field tag: each calls window.__xss(tag) if the browser ever runs it. */
export function payloadsFor(tag: string): string[] {
  return [
    `<script>window.__xss('${tag}')</script>`,
    `<img src=x onerror="window.__xss('${tag}')">`,
    `<svg onload="window.__xss('${tag}')">`,
    `"><iframe srcdoc="<script>parent.__xss('${tag}')</script>">`,
    `{{constructor.constructor("window.__xss('${tag}')")()}}`,
  ];
}

/** A `javascript:` address for URL fields. */
export const javascriptUrl = (tag: string) => `javascript:window.__xss('${tag}')`;

/** The text every stored payload shows when it is rendered as text, as it must be. */
export const shownAsText = (tag: string) => `__xss('${tag}')`;

/**
 * As many of the tag's payloads as fit in `maxLength` characters (the field's limit), joined by
 * spaces and starting at a different one per tag so short fields together still carry them all.
 */
export function payload(tag: string, maxLength: number, prefix = ''): string {
  const all = payloadsFor(tag);
  const start = [...tag].reduce((sum, char) => sum + char.charCodeAt(0), 0) % all.length;
  let text = prefix;
  for (let index = 0; index < all.length; index += 1) {
    const next = all[(start + index) % all.length]!;
    const candidate = text ? `${text} ${next}` : next;
    if (candidate.length <= maxLength) text = candidate;
  }
  if (!text.includes('__xss')) throw new Error(`no payload for ${tag} fits in ${maxLength} characters`);
  return text;
}

export interface ScriptWatch {
  /** Everything that ran or tried to: __xss calls, dialogs, policy violations, dangerous markup. */
  findings: () => Promise<string[]>;
}

interface WatchedWindow {
  __xss: (tag: unknown) => void;
  __xssCalls: string[];
  __cspViolations: string[];
}

/** Records on this page, from before its first script: __xss calls, dialogs and CSP violations. */
export async function watchForScripts(page: Page): Promise<ScriptWatch> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const watched = window as unknown as WatchedWindow;
    watched.__xssCalls = [];
    watched.__cspViolations = [];
    watched.__xss = (tag) => watched.__xssCalls.push(`__xss(${String(tag)}) at ${location.pathname}`);
    document.addEventListener(
      'securitypolicyviolation',
      (event) => watched.__cspViolations.push(`${event.effectiveDirective}: ${event.blockedURI} (${event.sample})`),
      true,
    );
  });
  return {
    findings: async () => {
      const inPage = await page.evaluate(() => {
        const watched = window as unknown as WatchedWindow;
        const markup: string[] = [];
        // Structured data (JSON-LD) may quote a payload: it is data the browser never runs, as long
        // as the whole element is one JSON value (a payload that broke out of it would not be).
        const isJsonData = (script: Element) => {
          if (script.getAttribute('type') !== 'application/ld+json') return false;
          try {
            JSON.parse(script.textContent ?? '');
            return true;
          } catch {
            return false;
          }
        };
        for (const element of document.querySelectorAll('*')) {
          for (const attribute of element.attributes) {
            if (/^on/i.test(attribute.name) && attribute.value.includes('__xss')) markup.push(`<${element.localName} ${attribute.name}> in the DOM`);
          }
          if (element.localName === 'script' && (element.textContent ?? '').includes('__xss') && !isJsonData(element))
            markup.push(`a script with a payload in the DOM: ${element.outerHTML.slice(0, 300)}`);
          if (element.localName === 'iframe' && element.hasAttribute('srcdoc')) markup.push('an <iframe srcdoc> in the DOM');
          const href = element.getAttribute('href') ?? element.getAttribute('xlink:href') ?? element.getAttribute('src');
          if (href !== null && /^\s*javascript:/i.test(href)) markup.push(`<${element.localName}> with a javascript: address`);
        }
        return [...watched.__xssCalls, ...watched.__cspViolations.map((violation) => `CSP violation ${violation}`), ...markup];
      });
      return [...dialogs, ...inPage];
    },
  };
}
