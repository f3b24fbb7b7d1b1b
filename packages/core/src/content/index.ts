export { affiliatesApi, createAffiliatesApi, type AffiliatesApi } from './affiliatesApi.ts';
export { blogApi, createBlogApi, type BlogApi } from './blogApi.ts';
export {
  AFFILIATE_LIMITS,
  AFFILIATE_MESSAGES,
  emptyAffiliateForm,
  toAffiliateForm,
  toAffiliateInput,
  validateAffiliateForm,
  type AffiliateField,
  type AffiliateForm,
} from './affiliateRules.ts';
export {
  authorOf,
  BLOG_LIMITS,
  BLOG_LIST_LIMIT,
  BLOG_MESSAGES,
  blogCategories,
  DEFAULT_AUTHOR,
  emptyBlogPostForm,
  formatPostDate,
  isSlug,
  slugError,
  slugFromTitle,
  toBlogPostForm,
  toBlogPostInput,
  validateBlogPostForm,
  type BlogPostField,
  type BlogPostForm,
} from './blogRules.ts';
export {
  emptyRealEstateForm,
  imageKindOf,
  listingRejectionReasonError,
  parseGps,
  REAL_ESTATE_FIELDS,
  REAL_ESTATE_IMAGE_KINDS,
  REAL_ESTATE_IMAGE_MAX_BYTES,
  REAL_ESTATE_LABELS,
  REAL_ESTATE_LIMITS,
  REAL_ESTATE_MESSAGES,
  REAL_ESTATE_REASON_MAX,
  realEstateStatusLabel,
  toRealEstateFormData,
  validateRealEstateForm,
  type ImageFacts,
  type ImageKind,
  type RealEstateField,
  type RealEstateForm,
  type RealEstateTextField,
} from './realEstateRules.ts';
export { isHttpUrl } from './urlRules.ts';
export {
  createRealEstateApi,
  listingImageUrl,
  realEstateApi,
  submitRealEstateListing,
  type RealEstateApi,
  type SubmitRealEstateOutcome,
} from './realEstateApi.ts';
export type * from './contentTypes.ts';
