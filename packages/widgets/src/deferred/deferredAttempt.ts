import { createContext } from 'react';

/** How many times the nearest DeferredBoundary has retried: each attempt loads afresh. */
export const DeferredAttemptContext = createContext(0);
