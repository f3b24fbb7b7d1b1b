import { z } from 'zod';
import { PRODUCT_IMAGE_ALT_MAX, PRODUCT_IMAGE_MESSAGES as M, type ManagedProductImage, type ProductImage } from '@nirmaan/core/pure';
import { idText } from '../shared/schemas.ts';

export const productImageParams = z.object({ id: idText('The product id must be a positive whole number') });
export const productImageItemParams = z.object({
  id: idText('The product id must be a positive whole number'),
  imageId: idText('The photo id must be a positive whole number'),
});
export const imageKeyParams = z.object({ key: z.string().regex(/^[0-9a-f]{32}\.(avif|webp|jpg)$/, 'No such image') });

/** A photo's alt text: trimmed, at most PRODUCT_IMAGE_ALT_MAX characters; empty takes the product's name. */
export const altText = z.string().trim().max(PRODUCT_IMAGE_ALT_MAX, M.altTooLong);

export const altBody = z.object({ alt: altText.min(1, 'Describe the photo in a few words') });
export const orderBody = z.object({ image_ids: z.array(z.number().int().positive()).min(1, M.orderMismatch).max(50) });

export const productImageResponse = z.object({
  id: z.number(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  src: z.string(),
  srcset: z.string(),
  sources: z.array(z.object({ type: z.enum(['image/avif', 'image/webp']), srcset: z.string() })),
});

/** The managing list: each photo says whether the caller may remove it (a seller: the ones they added). */
export const managedProductImageResponse = productImageResponse.extend({ removable: z.boolean() });

export const removedResponse = z.object({ id: z.number(), detail: z.string() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _ProductImageMatchesCore = Assert<Same<z.output<typeof productImageResponse>, ProductImage>>;
export type _ManagedProductImageMatchesCore = Assert<Same<z.output<typeof managedProductImageResponse>, ManagedProductImage>>;
