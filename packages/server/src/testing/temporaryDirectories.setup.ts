import { afterAll } from 'vitest';
import { removeTemporaryDirectories } from './temporaryDirectory.ts';

// A setup file of the server's tests and the e2e tests (vitest.config.ts, vitest.e2e.config.ts): runs before each test file.
afterAll(removeTemporaryDirectories);
