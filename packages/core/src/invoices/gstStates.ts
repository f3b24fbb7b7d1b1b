/**
 * The GST state codes (the first two digits of every GSTIN), by the state or union territory's name
 * as addresses write it. A sale is intra-state when the seller's state is the place of supply: for
 * goods delivered, the state where the delivery ends (IGST Act 2017, section 10(1)(a)).
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The state's GST code, whatever the case and spacing of its name; null for a name that is no state. */
export function gstStateCode(stateName: string): string | null {
  const wanted = stateName.trim().replace(/\s+/g, ' ').toLowerCase().replace(/&/g, 'and');
  const match = Object.entries(GST_STATE_CODES).find(([name]) => name.toLowerCase() === wanted);
  return match ? match[1] : null;
}

/** The state's name as invoices write it, from its GST code; the code itself when no state has it. */
export function gstStateName(code: string): string {
  return Object.entries(GST_STATE_CODES).find(([, value]) => value === code)?.[0] ?? code;
}
