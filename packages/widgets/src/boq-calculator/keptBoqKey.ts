/**
 * The session-storage key of the BOQ kept through "Login to Save" (keptBoq.ts). On its own so the
 * calculator's first chunk can look for it without the code that writes and reads it.
 */
export const KEPT_BOQ_KEY = 'nirmaan:kept-boq';
