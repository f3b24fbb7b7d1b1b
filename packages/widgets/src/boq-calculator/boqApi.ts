import type { BoqRequest, BoqResponse } from '@nirmaan/calculators';

/** GET /boq/saved: one of the buyer's saved BOQs. */
export interface SavedBoq {
  id: number;
  created_at: string;
  request: BoqRequest;
  result: BoqResponse;
}

/** The BOQ calls (spec seller-admin-toolkit §7): calculate for anyone, save for a signed-in buyer (made in boqCalls.ts). */
export interface BoqApi {
  calculate(request: BoqRequest): Promise<BoqResponse>;
  save(request: BoqRequest): Promise<{ success: true; id: number }>;
  listSaved(): Promise<SavedBoq[]>;
}

/** The spec's BOQ messages (§5, §8). */
export const BOQ_UI_MESSAGES = {
  calculateFailed: 'Error calculating BOQ. Please try again.',
  saveFailed: 'Error saving BOQ. Please try again.',
  saved: 'BOQ saved successfully!',
  loginToSave: 'Please login to save your BOQ calculations',
  calculateFirst: 'Please calculate BOQ first before saving',
} as const;
