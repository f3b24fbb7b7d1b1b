/**
 * What a dashboard section that could not load says beside its Retry (spec toolkit §8). A module of
 * its own: the admin screens show it too, without the rest of the seller's messages.
 */
export const SECTION_LOAD_FAILED = 'Could not load this section. Please try again.';
