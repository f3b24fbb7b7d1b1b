/** The demo site's marker, at the top of every page of a site running in demo mode. */
export const DEMO_SITE_TEXTS = {
  /** The marker's landmark, for screen readers. */
  landmark: 'Site notice',
  label: 'Demo site:',
  notice: 'sample data, do not place real orders',
} as const;
