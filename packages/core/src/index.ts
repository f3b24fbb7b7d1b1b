export { $config, configure, DEFAULT_MAP_CONFIG, siteUrl, type NirmaanConfig } from './config/config.ts';
export { formatNumber, formatPrice, formatRupees, plural } from './format/format.ts';
export { localeFormat, type LocaleFormat } from './format/localeFormat.ts';
export * from './i18n/locales.ts';
export { $locale, initialLocale, LOCALE_STORAGE_KEY, setLocale } from './i18n/localeStore.ts';
export { chooseSiteLocale, followAccountLocale, type AccountLocaleDeps } from './i18n/accountLocale.ts';
export {
  $preferences,
  CITIES,
  DEFAULT_CITY,
  isCity,
  isPincode,
  PREFERENCE_KEYS,
  readPreferences,
  setCity,
  setPincode,
  type City,
  type Preferences,
} from './preferences/preferences.ts';
export * from './rules/index.ts';
export { GST_STATE_CODES, gstStateCode, gstStateName } from './invoices/gstStates.ts';
export { apiBaseUrl, apiClient, DEFAULT_API_BASE } from './api/api.ts';
export { apiAssetSrcset, apiAssetUrl } from './api/apiAsset.ts';
export { fetchCsv, fetchFile, type CsvDownloadDeps } from './api/csvDownload.ts';
export {
  accountApi,
  adminLogin,
  firebaseLogin,
  firebaseRegister,
  login,
  register,
  sellerLogin,
  sellerRegister,
  sendOtp,
  verifyOtp,
} from './api/accountCalls.ts';
export { changePassword, getAdminMe, getMe, getSellerMe, updateLocation, updateMe, updateSellerMe } from './api/profileApi.ts';
export { createAccountApi, type AccountApi } from './api/accountApi.ts';
export { signInApi, type SignInCalls } from './api/signInCalls.ts';
export { createProfileApi, type ProfileApi } from './api/profileApi.ts';
export { authScopeFor, isLoginPath, type AuthScope, type TokenScope } from './api/authScope.ts';
export { createApiClient, type ApiClient, type ApiClientOptions, type HttpMethod, type QueryValue, type RequestOptions } from './api/client.ts';
export { ApiError, errorDetail, isApiError, NETWORK_ERROR_MESSAGE, type ApiErrorInit, type FieldError } from './api/errors.ts';
export {
  ACCOUNT_ERROR_MESSAGES,
  OTP_ERROR_MESSAGES,
  OTP_SIGNUP_UNAVAILABLE,
  otpSendErrorMessage,
  otpSendFailure,
  otpVerifyErrorMessage,
  otpVerifyFailure,
  registrationErrorMessage,
  type OtpFailure,
} from './api/messages.ts';
export type {
  Admin,
  AdminLoginRequest,
  BuyerUser,
  FirebaseLoginRequest,
  FirebaseRegistrationRequest,
  FirebaseRegistrationResponse,
  OtpSendResponse,
  OtpVerifyResponse,
  Seller,
  SellerDepot,
  SellerGst,
  SellerDepotUpdate,
  SellerProfileUpdate,
  TokenResponse,
} from './api/types.ts';
export {
  $isAdmin,
  $role,
  $session,
  clearBuyerAndSellerTokens,
  logout,
  readSessionTokens,
  reloadSessionFromStorage,
  roleOf,
  sessionToken,
  signInAdmin,
  signInBuyer,
  signInSeller,
  TOKEN_KEYS,
  type Role,
  type SessionTokens,
  type TokenKind,
} from './session/session.ts';
export { $buyer, $profile, $profileState, $seller, refreshProfile, setBuyerProfile, setSellerProfile, type Profile } from './session/profile.ts';
export { $admin, $adminState, refreshAdmin } from './session/adminProfile.ts';
export { createQuery, forgetAnswersStartingWith, loadedOf, type Answer, type Loaded, type LoadStatus, type Query } from './data/query.ts';
export { createTokenBoundStore, type TokenBoundSource, type TokenBoundStore } from './session/tokenBound.ts';
export { currentPath, handleUnauthorized, setUnauthorizedRedirect, unauthorizedRedirectPath, type Navigator } from './session/redirect.ts';
export {
  loginAdmin,
  loginBuyer,
  loginBuyerWithOtp,
  loginSeller,
  registerBuyerAndSignIn,
  registerSellerAndSignIn,
  registerVerifiedBuyer,
  resetBuyerPassword,
  type BuyerRegistrationForm,
  type SellerRegistrationForm,
} from './session/flows.ts';
export { signInOrRegisterWithOtp } from './session/otpAccount.ts';
export * from './catalogue/index.ts';
export * from './cart/index.ts';
export * from './orders/index.ts';
export * from './location/index.ts';
export * from './quotes/index.ts';
export * from './rfq/index.ts';
export * from './webhooks/index.ts';
export * from './seller/index.ts';
export * from './admin/index.ts';
export * from './chatbot/index.ts';
export * from './prices/index.ts';
export * from './content/index.ts';
export * from './site/index.ts';
