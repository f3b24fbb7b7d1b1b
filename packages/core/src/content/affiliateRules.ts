import { addError, type FieldErrors } from '../rules/types.ts';
import type { AffiliateInput } from './contentTypes.ts';
import { isHttpUrl } from './urlRules.ts';

/*
 * Rules of the affiliates (spec toolkit §4, §8), shared by the widgets and the server so both say the
 * same thing. No React, no browser APIs.
 */

export const AFFILIATE_LIMITS = { title: 200, url: 2000, description: 1000, sortOrder: 1_000_000 } as const;

export const AFFILIATE_MESSAGES = {
  required: 'Title and URL are required',
  url: 'URL must start with http:// or https://',
  imageUrl: 'Image URL must start with http:// or https://',
  titleTooLong: `Title must be at most ${AFFILIATE_LIMITS.title} characters`,
  descriptionTooLong: `Description must be at most ${AFFILIATE_LIMITS.description} characters`,
  sortOrder: `Sort order must be a whole number from 0 to ${AFFILIATE_LIMITS.sortOrder.toLocaleString('en-IN')}`,
  saveFailed: 'Failed to save affiliate',
  deleteFailed: 'Failed to delete affiliate',
  confirmDelete: 'Delete this affiliate?',
  deleted: 'Affiliate deleted',
  notFound: 'Affiliate not found',
  loading: 'Loading...',
  /** The public page with nothing to show. */
  noneAvailable: 'No affiliates available right now.',
  /** The admin list with nothing in it. */
  noneYet: 'No affiliates yet.',
  loadFailed: 'Failed to load affiliates',
} as const;

/** The admin's affiliate form, as typed. */
export interface AffiliateForm {
  title: string;
  url: string;
  description: string;
  image_url: string;
  sort_order: string;
  is_active: boolean;
}
export type AffiliateField = keyof AffiliateForm;

/** The form after saving or New Affiliate: empty, active, sort order 0 (spec toolkit §4). */
export function emptyAffiliateForm(): AffiliateForm {
  return { title: '', url: '', description: '', image_url: '', sort_order: '0', is_active: true };
}

/** The form filled from an affiliate picked for editing. */
export function toAffiliateForm(affiliate: {
  title: string;
  url: string;
  description: string | null;
  image_url: string | null;
  sort_order: number;
  is_active: boolean;
}): AffiliateForm {
  return {
    title: affiliate.title,
    url: affiliate.url,
    description: affiliate.description ?? '',
    image_url: affiliate.image_url ?? '',
    sort_order: String(affiliate.sort_order),
    is_active: affiliate.is_active,
  };
}

function sortOrderOf(text: string): number | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,7}$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value <= AFFILIATE_LIMITS.sortOrder ? value : 'invalid';
}

/**
 * The form's problems. A missing title or URL is the spec's one message 'Title and URL are
 * required', under `title` (or `url` when only the URL is missing).
 */
export function validateAffiliateForm(form: AffiliateForm): FieldErrors<AffiliateField> {
  const errors: FieldErrors<AffiliateField> = {};
  const title = form.title.trim();
  const url = form.url.trim();
  if (title === '' || url === '') addError(errors, title === '' ? 'title' : 'url', AFFILIATE_MESSAGES.required);
  addError(errors, 'title', title.length > AFFILIATE_LIMITS.title ? AFFILIATE_MESSAGES.titleTooLong : null);
  addError(errors, 'url', url !== '' && (!isHttpUrl(url) || url.length > AFFILIATE_LIMITS.url) ? AFFILIATE_MESSAGES.url : null);
  addError(errors, 'description', form.description.trim().length > AFFILIATE_LIMITS.description ? AFFILIATE_MESSAGES.descriptionTooLong : null);
  const image = form.image_url.trim();
  addError(errors, 'image_url', image !== '' && (!isHttpUrl(image) || image.length > AFFILIATE_LIMITS.url) ? AFFILIATE_MESSAGES.imageUrl : null);
  addError(errors, 'sort_order', sortOrderOf(form.sort_order) === 'invalid' ? AFFILIATE_MESSAGES.sortOrder : null);
  return errors;
}

/** The request for a valid form: trimmed, blank optional fields as null, empty sort order as 0. */
export function toAffiliateInput(form: AffiliateForm): AffiliateInput {
  const sortOrder = sortOrderOf(form.sort_order);
  return {
    title: form.title.trim(),
    url: form.url.trim(),
    description: form.description.trim() || null,
    image_url: form.image_url.trim() || null,
    is_active: form.is_active,
    sort_order: typeof sortOrder === 'number' ? sortOrder : 0,
  };
}
