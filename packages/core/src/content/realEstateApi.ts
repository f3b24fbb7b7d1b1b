import { apiBaseUrl, apiClient } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import { errorDetail, isApiError } from '../api/errors.ts';
import { hasErrors, type FieldErrors } from '../rules/types.ts';
import {
  REAL_ESTATE_FIELDS,
  REAL_ESTATE_MESSAGES,
  realEstateFormProblems,
  realEstateProblemOf,
  realEstateProblemText,
  toRealEstateFormData,
  type RealEstateField,
  type RealEstateForm,
  type RealEstateProblem,
  type RealEstateProblems,
} from './realEstateRules.ts';
import type { RealEstateListing, RealEstateReceipt, RealEstateSubmission } from './contentTypes.ts';

/** Real-estate calls (spec toolkit §7): the visitors' submission and the verified listings, and the admins' review. */
export interface RealEstateApi {
  /** POST /real-estate/listings with a multipart body (see `toRealEstateFormData`). */
  submitListing(data: FormData): Promise<RealEstateReceipt>;
  /** Every submission, newest first (admin token). */
  listSubmissions(): Promise<RealEstateSubmission[]>;
  /** Verifies a submission: it is listed publicly from then on (admin token). */
  verifySubmission(id: number): Promise<RealEstateSubmission>;
  /** Rejects a submission with its reason (required): never public (admin token). */
  rejectSubmission(id: number, reason: string): Promise<RealEstateSubmission>;
  /** The verified listings, most recently verified first (anyone). */
  listListings(): Promise<RealEstateListing[]>;
}

export function createRealEstateApi(client: ApiClient): RealEstateApi {
  return {
    submitListing: (data) => client.post('/real-estate/listings', data, { auth: 'none' }),
    listSubmissions: () => client.get('/admin/real-estate', { auth: 'admin' }),
    verifySubmission: (id) => client.post(`/admin/real-estate/${id}/verify`, undefined, { auth: 'admin' }),
    rejectSubmission: (id, reason) => client.post(`/admin/real-estate/${id}/reject`, { reason }, { auth: 'admin' }),
    listListings: () => client.get('/real-estate/listings', { auth: 'none' }),
  };
}

/** Where a verified listing's image is served (for an <img>); only for a listing with `has_image`. */
export function listingImageUrl(listing: Pick<RealEstateListing, 'id'>): string {
  return `${apiBaseUrl()}/real-estate/listings/${listing.id}/image`;
}

export const realEstateApi = createRealEstateApi(apiClient);

/**
 * A refused or failed send: `errors` and `message` in English (the server's words, or core's), and
 * what core can name of them so a widget says it in its language: `problems` by field, and `failure`
 * for the message ('failed' when the send failed without a detail of the server's).
 */
export type SubmitRealEstateOutcome =
  | { ok: true; receipt: RealEstateReceipt }
  | { ok: false; errors: FieldErrors<RealEstateField>; message: string | null; problems: RealEstateProblems; failure: RealEstateProblem | 'failed' | null };

const isFormField = (field: string): field is RealEstateField => field === 'image' || (REAL_ESTATE_FIELDS as readonly string[]).includes(field);

/** The first bytes of a file, enough to tell a JPEG, PNG or WebP image by its content. */
async function headOf(file: Blob): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    return undefined;
  }
}

/**
 * Checks the form (and the image's size and kind), then sends it with the partner id of the widget it came from. A
 * refused or failed send leaves the form to the caller as it was, so nothing typed is lost.
 */
export async function submitRealEstateListing(
  form: RealEstateForm,
  image: File | Blob | null,
  api: Pick<RealEstateApi, 'submitListing'> = realEstateApi,
  partnerId: string | null = null,
): Promise<SubmitRealEstateOutcome> {
  const problems = realEstateFormProblems(form, image ? { size: image.size, head: await headOf(image) } : null);
  if (hasErrors(problems)) {
    const errors: FieldErrors<RealEstateField> = {};
    for (const [field, problem] of Object.entries(problems) as Array<[RealEstateField, RealEstateProblem]>)
      errors[field] = realEstateProblemText(field, problem);
    return { ok: false, errors, message: null, problems, failure: null };
  }
  const name = image && 'name' in image && image.name ? image.name : 'image';
  try {
    const receipt = await api.submitListing(toRealEstateFormData(form, image, partnerId, name));
    return { ok: true, receipt };
  } catch (error) {
    const message = errorDetail(error, REAL_ESTATE_MESSAGES.failed);
    const errors: FieldErrors<RealEstateField> = {};
    // Too large (413) or not an image (415): the server's word is about the image.
    const aboutImage = isApiError(error) && (error.status === 413 || error.status === 415);
    if (isApiError(error)) {
      for (const { field, message: text } of error.errors) if (isFormField(field)) errors[field] ??= text;
      if (aboutImage) errors.image = message;
    }
    const problems: RealEstateProblems = {};
    for (const [field, text] of Object.entries(errors) as Array<[RealEstateField, string]>) {
      const problem = realEstateProblemOf(field, text);
      if (problem) problems[field] = problem;
    }
    const failure = message === REAL_ESTATE_MESSAGES.failed ? 'failed' : realEstateProblemOf(aboutImage ? 'image' : 'form', message);
    return { ok: false, errors, message, problems, failure };
  }
}
