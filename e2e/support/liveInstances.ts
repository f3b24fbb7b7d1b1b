import type { Page } from 'playwright-core';

/**
 * How many instances of a custom element's class the page still holds after a garbage collection,
 * from Chromium's heap (DevTools protocol: queryObjects on the class's prototype). An element that
 * is off the page and still counted is retained by something: a listener, an observer, a store.
 */
export async function liveInstancesAfterGc(page: Page): Promise<(tag: string) => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  return async (tag) => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { result } = await cdp.send('Runtime.evaluate', { expression: `customElements.get(${JSON.stringify(tag)})?.prototype ?? null` });
    if (!result.objectId) return 0;
    const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: result.objectId });
    const count = await cdp.send('Runtime.callFunctionOn', {
      objectId: objects.objectId as string,
      functionDeclaration: 'function () { return this.length; }',
      returnByValue: true,
    });
    return count.result.value as number;
  };
}
