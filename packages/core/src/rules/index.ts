/**
 * Validation rules with the spec's exact messages, shared by the widgets and the server.
 * Convention: a single-value check returns its message or null; a form check returns a
 * `{ field: message }` map that is empty when the form is valid.
 */
export * from './address.ts';
export * from './buyerAccount.ts';
export * from './buyerSignup.ts';
export * from './delivery.ts';
export * from './serviceArea.ts';
export * from './email.ts';
export * from './gstin.ts';
export * from './location.ts';
export * from './login.ts';
export * from './names.ts';
export * from './otp.ts';
export * from './partnerId.ts';
export * from './partnerIdRule.ts';
export * from './partnerLink.ts';
export * from './password.ts';
export * from './phone.ts';
export * from './phoneVerificationSignup.ts';
export * from './pincode.ts';
export * from './quantity.ts';
export * from './sellerSignup.ts';
export * from './types.ts';
export * from './pincodeState.ts';
export * from './priceAlert.ts';
