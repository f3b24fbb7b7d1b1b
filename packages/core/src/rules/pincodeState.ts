/**
 * The state a PIN code is in, from its leading digits. India Post numbers PIN codes by postal
 * circle and sorting district: the first two digits name the circle (56-59 Karnataka, 60-64 Tamil
 * Nadu, ...), the third the sorting district (403 is Goa within the Maharashtra circle, 737 Sikkim
 * within West Bengal's). Source: India Post, "PIN code" (indiapost.gov.in), the circle and
 * sorting-district allocation. A few districts straddle a state border (244, 247 and 262 hold both
 * Uttar Pradesh and Uttarakhand offices; 396 both Gujarat and Dadra and Nagar Haveli and Daman and
 * Diu): there the larger state is named, and the address form lets the buyer correct it.
 *
 * Ranges of six-digit PIN codes, the narrower exceptions before the wide circles they sit in;
 * state names as GST_STATE_CODES writes them.
 */
const PINCODE_STATES: readonly (readonly [from: number, to: number, state: string])[] = [
  [160000, 160999, 'Chandigarh'],
  [194000, 194999, 'Ladakh'],
  [246000, 246999, 'Uttarakhand'],
  [248000, 249999, 'Uttarakhand'],
  [263000, 263999, 'Uttarakhand'],
  [403000, 403999, 'Goa'],
  [605000, 605110, 'Puducherry'],
  [609600, 609609, 'Puducherry'],
  [682551, 682559, 'Lakshadweep'],
  [737000, 737999, 'Sikkim'],
  [744000, 744999, 'Andaman and Nicobar Islands'],
  [814000, 816999, 'Jharkhand'],
  [822000, 822999, 'Jharkhand'],
  [825000, 835999, 'Jharkhand'],
  [110000, 110999, 'Delhi'],
  [120000, 136999, 'Haryana'],
  [140000, 159999, 'Punjab'],
  [171000, 177999, 'Himachal Pradesh'],
  [180000, 193999, 'Jammu and Kashmir'],
  [200000, 285999, 'Uttar Pradesh'],
  [300000, 345999, 'Rajasthan'],
  [360000, 396999, 'Gujarat'],
  [400000, 445999, 'Maharashtra'],
  [450000, 488999, 'Madhya Pradesh'],
  [490000, 497999, 'Chhattisgarh'],
  [500000, 509999, 'Telangana'],
  [510000, 535999, 'Andhra Pradesh'],
  [560000, 591999, 'Karnataka'],
  [600000, 643999, 'Tamil Nadu'],
  [670000, 695999, 'Kerala'],
  [700000, 743999, 'West Bengal'],
  [751000, 770999, 'Odisha'],
  [781000, 788999, 'Assam'],
  [790000, 792999, 'Arunachal Pradesh'],
  [793000, 794999, 'Meghalaya'],
  [795000, 795999, 'Manipur'],
  [796000, 796999, 'Mizoram'],
  [797000, 798999, 'Nagaland'],
  [799000, 799999, 'Tripura'],
  [800000, 855999, 'Bihar'],
];

/** The state of a six-digit PIN code; null for anything else or a number no circle uses. */
export function stateForPincode(pincode: string): string | null {
  if (!/^[1-9]\d{5}$/.test(pincode)) return null;
  const pin = Number(pincode);
  return PINCODE_STATES.find(([from, to]) => pin >= from && pin <= to)?.[2] ?? null;
}
