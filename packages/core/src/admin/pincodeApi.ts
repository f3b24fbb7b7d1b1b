import type { ApiClient } from '../api/client.ts';
import { ADMIN_AUTH, adminPage, listQuery } from './adminPaging.ts';
import type { AdminPage, PincodeDeletion, PincodeInput, PincodeQuery, PincodeRecord, PincodeSeedResult, PincodeUpdate } from './adminTypes.ts';
import { PINCODE_PAGE_SIZE } from './pincodeRules.ts';

/** The pincode calls (spec toolkit §7 "Pincodes"), apart from the other admin calls: the pincode screen needs only these. */
export interface PincodeAdminApi {
  /** One page of pincodes (10 unless `limit` says otherwise), in pincode order. */
  listPincodes(query?: PincodeQuery): Promise<AdminPage<PincodeRecord>>;
  createPincode(input: PincodeInput): Promise<PincodeRecord>;
  updatePincode(pincode: string, update: PincodeUpdate): Promise<PincodeRecord>;
  deletePincode(pincode: string): Promise<PincodeDeletion>;
  /** Adds the standard delivery areas that are missing; seeding again adds nothing. */
  seedPincodes(): Promise<PincodeSeedResult>;
}

export function createPincodeAdminApi(client: ApiClient): PincodeAdminApi {
  const pincodePath = (pincode: string) => `/pincodes/${encodeURIComponent(pincode)}`;
  return {
    listPincodes: (query = {}) => adminPage(client, '/pincodes/', listQuery(query, PINCODE_PAGE_SIZE)),
    createPincode: (input) => client.post('/pincodes/', input, ADMIN_AUTH),
    updatePincode: (pincode, update) => client.put(pincodePath(pincode), update, ADMIN_AUTH),
    deletePincode: (pincode) => client.delete(pincodePath(pincode), ADMIN_AUTH),
    seedPincodes: () => client.post('/pincodes/seed', undefined, ADMIN_AUTH),
  };
}
