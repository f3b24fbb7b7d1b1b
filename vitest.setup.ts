import '@testing-library/jest-dom/vitest';
import { configure, prettyDOM } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * The DOM a failed query prints. Testing Library's own printer takes no shadow root: a failed query
 * inside a custom element's shadow root threw "Expected an element or document but got ShadowRoot",
 * hiding which element was missing. A shadow root's children are printed instead.
 */
function printedDom(container: Node): string {
  const printed = container instanceof ShadowRoot ? [...container.children].map((child) => prettyDOM(child)) : [prettyDOM(container as Element)];
  return printed.filter(Boolean).join('\n');
}

configure({
  // waitFor and findBy* wait up to 5 s rather than 1: on a loaded two-core CI machine a first dynamic
  // import (a dialog's or a deferred tab's code) can take over a second. What never appears still fails.
  asyncUtilTimeout: 5_000,
  getElementError: (message, container) => {
    const error = new Error([message, printedDom(container)].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

afterEach(() => {
  cleanup();
});
