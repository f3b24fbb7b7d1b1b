/**
 * The company details the information pages show. PLACEHOLDERS of the fictional company behind this
 * demo: replace the address, phone numbers and e-mail addresses with real ones before going live.
 */
export const COMPANY = {
  name: 'Nirmaan Marketplace',
  email: 'support@nirmaan.example',
  sellerEmail: 'sellers@nirmaan.example',
  privacyEmail: 'privacy@nirmaan.example',
  /** Shown as written; `tel` is the dialable form. */
  phone: { display: '+91 80 0000 0000', tel: '+918000000000' },
  hours: 'Monday to Saturday, 9:00 to 19:00 IST',
  offices: [
    { city: 'Bangalore', lines: ['Nirmaan Marketplace', 'Floor 2, 100 Example Road', 'Bengaluru, Karnataka 560001'] },
    { city: 'Chennai', lines: ['Nirmaan Marketplace', 'Floor 1, 200 Example Salai', 'Chennai, Tamil Nadu 600001'] },
    { city: 'Coimbatore', lines: ['Nirmaan Marketplace', '300 Example Road', 'Coimbatore, Tamil Nadu 641001'] },
  ],
  /** When the policies were last changed. */
  policiesUpdated: '1 November 2026',
} as const;
