import '@testing-library/jest-dom/vitest';
import { configure, prettyDOM } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { forgetQueryAnswers, startAsFreshPage } from '@nirmaan/core/testing';
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
  // waitFor and findBy* wait up to 10 s rather than 1: on a loaded two-core machine a first dynamic
  // import (a dialog's or a deferred tab's code) can take over a second, and once took over 5 s (the
  // price board's quote dialog, with two test runs at once). What never appears still fails, within
  // the 15 s a test has.
  asyncUtilTimeout: 10_000,
  getElementError: (message, container) => {
    const error = new Error([message, printedDom(container)].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// Each test file starts as a fresh page: modules (and so the stores) are shared by the files a
// worker runs (vitest.config.ts: isolate is off), and an earlier file's sign-in or pincode must not show.
startAsFreshPage();

afterEach(() => {
  cleanup();
  // Each test starts as a fresh page: no answer loaded by an earlier test is shown again.
  forgetQueryAnswers();
});
