import type { FieldErrors } from '../rules/types.ts';
import { PARTNER_ID_MAX_LENGTH } from '../rules/partnerId.ts';
import type { RealEstateStatus } from './contentTypes.ts';
import { isHttpUrl } from './urlRules.ts';

/*
 * Rules of the real-estate submission and its review (spec toolkit §5), shared by the widgets and the
 * server so both say the same thing. No React, no browser APIs.
 */

/** The largest image a submission may carry. */
export const REAL_ESTATE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Image kinds accepted, told apart by their first bytes, with the type and extension they are stored with. */
export const REAL_ESTATE_IMAGE_KINDS = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
} as const;
export type ImageKind = keyof typeof REAL_ESTATE_IMAGE_KINDS;

/** The longest reason an admin may give for rejecting a listing. */
export const REAL_ESTATE_REASON_MAX = 500;

/** What the admins read for a submission's status. */
export function realEstateStatusLabel(status: RealEstateStatus): string {
  if (status === 'published') return REAL_ESTATE_MESSAGES.verified;
  if (status === 'rejected') return REAL_ESTATE_MESSAGES.rejected;
  return REAL_ESTATE_MESSAGES.pendingVerification;
}

/** The problem of a listing's rejection reason: required, at most REAL_ESTATE_REASON_MAX characters; null when fine. */
export function listingRejectionReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return REAL_ESTATE_MESSAGES.reasonRequired;
  return trimmed.length > REAL_ESTATE_REASON_MAX ? REAL_ESTATE_MESSAGES.reasonTooLong(REAL_ESTATE_REASON_MAX) : null;
}

export const REAL_ESTATE_LIMITS = {
  project_name: 200,
  location: 300,
  site_number: 50,
  site_size: 100,
  gps: 60,
  builder_name: 200,
  builder_link: 2000,
  partner_id: PARTNER_ID_MAX_LENGTH,
} as const;

export const REAL_ESTATE_MESSAGES = {
  needNameOrLocation: 'Please provide at least a project name or location.',
  failed: 'Failed to submit listing',
  gps: 'Enter GPS as latitude,longitude, for example 12.9716,77.5946',
  builderLink: 'Builder link must start with http:// or https://',
  imageType: 'Please choose a JPEG, PNG or WebP image.',
  imageTooLarge: 'The image is larger than 5 MB. Please choose a smaller image.',
  notMultipart: 'Please send the listing as a form (multipart/form-data).',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  pendingVerification: 'Pending Verification',
  verified: 'Verified',
  rejected: 'Rejected',
  reasonRequired: 'Please give the reason for rejecting this listing.',
  reasonTooLong: (max: number) => `The reason must be at most ${max} characters`,
  notFound: 'Listing not found',
  reviewFailed: 'Failed to update the listing',
  listingsFailed: 'Failed to load listings',
  noListings: 'No verified listings yet.',
  submittedNote: 'Thank you! Your listing is Pending Verification: our team verifies each listing before publishing it.',
} as const;

const STARTS: Record<ImageKind, (bytes: Uint8Array) => boolean> = {
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => b[index] === byte),
  // 'RIFF' <size> 'WEBP'
  webp: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50,
};

/** The image kind of a file by its content (magic bytes), whatever its name says; null for anything else. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  for (const kind of Object.keys(STARTS) as ImageKind[]) if (STARTS[kind](bytes)) return kind;
  return null;
}

/** 'lat,long' as typed (spaces allowed), with latitude in -90..90 and longitude in -180..180; else null. */
export function parseGps(text: string): { latitude: number; longitude: number } | null {
  const match = /^\s*([+-]?\d{1,3}(?:\.\d{1,12})?)\s*,\s*([+-]?\d{1,3}(?:\.\d{1,12})?)\s*$/.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The submission form, as typed (spec toolkit §2 'Real-estate submission'). */
export interface RealEstateForm {
  project_name: string;
  location: string;
  site_number: string;
  site_size: string;
  gps: string;
  builder_name: string;
  builder_link: string;
}
export type RealEstateTextField = keyof RealEstateForm;
/** `form` carries the message about the form as a whole (neither project name nor location). */
export type RealEstateField = RealEstateTextField | 'image' | 'form';

export const REAL_ESTATE_FIELDS: readonly RealEstateTextField[] = [
  'project_name',
  'location',
  'site_number',
  'site_size',
  'gps',
  'builder_name',
  'builder_link',
];

export const REAL_ESTATE_LABELS: Record<RealEstateTextField, string> = {
  project_name: 'Project name',
  location: 'Location',
  site_number: 'Site number',
  site_size: 'Site size',
  gps: 'GPS (lat,long)',
  builder_name: 'Builder name',
  builder_link: 'Builder link',
};

export function emptyRealEstateForm(): RealEstateForm {
  return { project_name: '', location: '', site_number: '', site_size: '', gps: '', builder_name: '', builder_link: '' };
}

/** What is known of the chosen image before sending: its size and (when read) its first bytes. */
export interface ImageFacts {
  size: number;
  head?: Uint8Array;
}

/**
 * A problem of the submission form, named so a widget can say it in its language (the English is
 * REAL_ESTATE_MESSAGES', see realEstateProblemText): neither a project name nor a location
 * (`form`), a text over its field's limit, a GPS or builder link that is not one, an image too large
 * or not a JPEG, PNG or WebP.
 */
export type RealEstateProblem = 'needNameOrLocation' | 'tooLong' | 'gps' | 'builderLink' | 'imageType' | 'imageTooLarge';
export type RealEstateProblems = Partial<Record<RealEstateField, RealEstateProblem>>;

const PROBLEMS: readonly RealEstateProblem[] = ['needNameOrLocation', 'tooLong', 'gps', 'builderLink', 'imageType', 'imageTooLarge'];

/** The form's problems by field, named (one per field, the first found). */
export function realEstateFormProblems(form: RealEstateForm, image?: ImageFacts | null): RealEstateProblems {
  const problems: RealEstateProblems = {};
  const add = (field: RealEstateField, problem: RealEstateProblem) => (problems[field] ??= problem);
  if (form.project_name.trim() === '' && form.location.trim() === '') add('form', 'needNameOrLocation');
  for (const field of REAL_ESTATE_FIELDS) if (form[field].trim().length > REAL_ESTATE_LIMITS[field]) add(field, 'tooLong');
  if (form.gps.trim() !== '' && !parseGps(form.gps)) add('gps', 'gps');
  const link = form.builder_link.trim();
  if (link !== '' && !isHttpUrl(link)) add('builder_link', 'builderLink');
  if (image) {
    if (image.size > REAL_ESTATE_IMAGE_MAX_BYTES) add('image', 'imageTooLarge');
    else if (image.head && imageKindOf(image.head) === null) add('image', 'imageType');
  }
  return problems;
}

/** A problem in English, as the server says it too: a text too long names its field and limit. */
export function realEstateProblemText(field: RealEstateField, problem: RealEstateProblem): string {
  if (problem === 'tooLong')
    return field === 'form' || field === 'image' ? '' : REAL_ESTATE_MESSAGES.tooLong(REAL_ESTATE_LABELS[field], REAL_ESTATE_LIMITS[field]);
  return REAL_ESTATE_MESSAGES[problem];
}

/** The problem an English text about `field` names (e.g. the server's answer), or null for another text. */
export function realEstateProblemOf(field: RealEstateField, text: string): RealEstateProblem | null {
  return PROBLEMS.find((problem) => realEstateProblemText(field, problem) === text) ?? null;
}

/** The form's problems in English, with the spec's message when neither a project name nor a location is given. */
export function validateRealEstateForm(form: RealEstateForm, image?: ImageFacts | null): FieldErrors<RealEstateField> {
  const errors: FieldErrors<RealEstateField> = {};
  for (const [field, problem] of Object.entries(realEstateFormProblems(form, image)) as Array<[RealEstateField, RealEstateProblem]>) {
    errors[field] = realEstateProblemText(field, problem);
  }
  return errors;
}

/**
 * The multipart body: trimmed fields that are filled (spec §5: fields are appended only if
 * present), the image when there is one, and the partner id of the page.
 */
export function toRealEstateFormData(form: RealEstateForm, image?: Blob | null, partnerId?: string | null, imageName = 'image'): FormData {
  const data = new FormData();
  for (const field of REAL_ESTATE_FIELDS) {
    const value = form[field].trim();
    if (value) data.append(field, value);
  }
  if (partnerId) data.append('partner_id', partnerId);
  if (image) data.append('image', image, imageName);
  return data;
}
