/**
 * When the policies' text (in this app's code) was last changed, as an ISO date: each language
 * writes it its own way (PolicyFrame.tsx). The company's details come from the server: useCompany.ts.
 */
export const POLICIES_UPDATED = '2026-11-01';
