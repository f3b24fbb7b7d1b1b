/**
 * Demo (`npm start`): demo data and accounts, a "Demo" marker, the dev SMS outbox, loopback only by
 * default. Production (NODE_ENV=production): none of that (docs/operations.md).
 */
export type ServerMode = 'demo' | 'production';
