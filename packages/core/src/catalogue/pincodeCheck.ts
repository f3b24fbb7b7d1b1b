import { atom, type ReadableAtom } from 'nanostores';
import { setPincode } from '../preferences/preferences.ts';
import { PINCODE_MESSAGES, pincodeInput, validatePincode } from '../rules/pincode.ts';
import type { CatalogueApi } from './catalogueApi.ts';
import type { PincodeCheck } from './catalogueTypes.ts';

export interface PincodeCheckState {
  status: 'idle' | 'invalid' | 'checking' | 'checked' | 'failed';
  /** The serviceability answer when checked. */
  result: PincodeCheck | null;
  /** What to show under the box: the validation error, the server's message or the failure. */
  message: string | null;
}

export interface PincodeChecker {
  $state: ReadableAtom<PincodeCheckState>;
  /**
   * Checks a pincode (on blur and on Set): an invalid one shows 'Enter a valid 6-digit pincode'; a
   * valid one is saved, then checked; if the call fails it stays saved and 'Could not validate
   * pincode' is shown (spec storefront §4, §5).
   */
  check(text: string): Promise<void>;
  reset(): void;
}

const IDLE: PincodeCheckState = { status: 'idle', result: null, message: null };

export function createPincodeChecker(api: Pick<CatalogueApi, 'validatePincode'>, save: (pincode: string) => void = setPincode): PincodeChecker {
  const $state = atom<PincodeCheckState>(IDLE);
  let generation = 0;

  return {
    $state,
    async check(text) {
      const pincode = pincodeInput(text);
      const invalid = validatePincode(pincode);
      const mine = ++generation;
      if (invalid) {
        $state.set({ status: 'invalid', result: null, message: invalid });
        return;
      }
      save(pincode);
      $state.set({ status: 'checking', result: null, message: null });
      try {
        const result = await api.validatePincode(pincode);
        if (mine === generation) $state.set({ status: 'checked', result, message: result.message });
      } catch (error) {
        if (mine !== generation) return;
        console.error('Could not validate pincode', error);
        $state.set({ status: 'failed', result: null, message: PINCODE_MESSAGES.checkFailed });
      }
    },
    reset() {
      generation++;
      $state.set(IDLE);
    },
  };
}
