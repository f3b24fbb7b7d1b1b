/*
 * Product photos (admins for any product, sellers for products they list): what an upload may be,
 * and the server's answers, shared by the upload forms and the server so both say the same.
 */

/** The largest upload: a phone camera's full-size JPEG fits. */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels decoded (width × height): 40 megapixels. */
export const PRODUCT_IMAGE_MAX_PIXELS = 40_000_000;
/** The smallest side accepted, in pixels. */
export const PRODUCT_IMAGE_MIN_SIDE = 100;
/** The most photos one product keeps. */
export const PRODUCT_IMAGE_MAX_COUNT = 8;
/** The longest alt text. */
export const PRODUCT_IMAGE_ALT_MAX = 200;
/** What a file input offers (the server still tells the type by the content). */
export const PRODUCT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export const PRODUCT_IMAGE_MESSAGES = {
  notMultipart: 'Send the photo as a form (multipart/form-data) with the file under "image".',
  noFile: 'Choose a photo to upload.',
  tooLarge: `The photo is larger than ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB. Send a smaller one.`,
  notAnImage: 'This file is not a JPEG, PNG, WebP or AVIF photo. Other files (SVG, HTML, PDF, ...) are not accepted.',
  unreadable: 'This photo could not be read: the file is damaged or incomplete.',
  tooManyPixels: `The photo has more than ${PRODUCT_IMAGE_MAX_PIXELS / 1_000_000} megapixels. Send a smaller one.`,
  tooSmall: `The photo is too small: each side needs at least ${PRODUCT_IMAGE_MIN_SIDE} pixels.`,
  tooMany: `A product keeps at most ${PRODUCT_IMAGE_MAX_COUNT} photos. Remove one first.`,
  altTooLong: `The description of the photo is longer than ${PRODUCT_IMAGE_ALT_MAX} characters.`,
  productNotFound: 'Product not found',
  imageNotFound: 'This photo is not on this product',
  notListed: 'You can add photos only to products you list',
  notYours: 'You can remove only the photos you added',
  orderMismatch: 'Send every photo of the product once, in the new order',
  removed: 'Photo removed',
} as const;

/** A file chosen in an upload form, as far as the browser can tell before sending it: an error message or null. */
export function productImageFileError(file: { size: number; type: string } | null): string | null {
  if (!file || file.size === 0) return PRODUCT_IMAGE_MESSAGES.noFile;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return PRODUCT_IMAGE_MESSAGES.tooLarge;
  if (file.type && !PRODUCT_IMAGE_ACCEPT.split(',').includes(file.type)) return PRODUCT_IMAGE_MESSAGES.notAnImage;
  return null;
}
