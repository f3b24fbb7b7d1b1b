import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES } from '../invoices/gstStates.ts';
import { stateForPincode } from './pincodeState.ts';

describe('stateForPincode', () => {
  it('names the state of post offices across India, including the districts that sit inside another circle', () => {
    const offices: Record<string, string> = {
      '560034': 'Karnataka', // Koramangala, Bengaluru
      '600004': 'Tamil Nadu', // Mylapore, Chennai
      '641001': 'Tamil Nadu', // Coimbatore
      '110001': 'Delhi',
      '400001': 'Maharashtra',
      '403001': 'Goa', // Panaji, in the Maharashtra circle
      '500001': 'Telangana',
      '520001': 'Andhra Pradesh',
      '682001': 'Kerala',
      '682555': 'Lakshadweep',
      '605001': 'Puducherry',
      '160017': 'Chandigarh',
      '194101': 'Ladakh',
      '737101': 'Sikkim', // Gangtok, in the West Bengal circle
      '744101': 'Andaman and Nicobar Islands',
      '834001': 'Jharkhand', // Ranchi, in the Bihar circle
      '800001': 'Bihar',
      '248001': 'Uttarakhand', // Dehradun
      '492001': 'Chhattisgarh',
      '781001': 'Assam',
      '793001': 'Meghalaya',
      '302001': 'Rajasthan',
      '380001': 'Gujarat',
      '751001': 'Odisha',
      '700001': 'West Bengal',
    };
    for (const [pincode, state] of Object.entries(offices)) expect(stateForPincode(pincode), pincode).toBe(state);
  });

  it('answers only with names the GST state codes know, so the invoice finds the place of supply', () => {
    for (let prefix = 100; prefix <= 999; prefix++) {
      const state = stateForPincode(`${prefix}001`);
      if (state !== null) expect(GST_STATE_CODES[state], `${prefix}001 → ${state}`).toBeDefined();
    }
  });

  it('answers null for what is no PIN code', () => {
    for (const text of ['', '56003', '5600345', '060034', 'abcdef', '990001', ' 560034']) expect(stateForPincode(text), text).toBeNull();
  });
});
