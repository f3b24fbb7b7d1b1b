import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor and findBy* wait up to 5 s rather than 1: on a loaded two-core CI machine a first dynamic
// import (a dialog's or a deferred tab's code) can take over a second. What never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
