export { createRfqApi, rfqApi, type RfqApi } from './rfqApi.ts';
export type * from './rfqTypes.ts';
