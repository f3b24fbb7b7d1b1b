/** When the policies' text (in this app's code) was last changed. The company's details come from the server: useCompany.ts. */
export const POLICIES_UPDATED = '1 November 2026';
