import type { ApiClient } from '../api/client.ts';
import type { ManagedProductImage, ProductImage } from './catalogueTypes.ts';

/** A product's photos, as an admin (any product) or a seller (products they list) changes them. */
export interface ProductImageApi {
  list(productId: number): Promise<ManagedProductImage[]>;
  /** Uploads a photo (the server tells its type by content, strips its metadata and makes its sizes); `alt` empty: the product's name. */
  upload(productId: number, file: Blob, alt: string, filename?: string): Promise<ProductImage>;
  remove(productId: number, imageId: number): Promise<void>;
  /** Admins only: every photo id once, the main photo first. */
  reorder(productId: number, imageIds: readonly number[]): Promise<ProductImage[]>;
}

export function createProductImageApi(client: ApiClient, who: 'admin' | 'seller'): ProductImageApi {
  const base = (productId: number) => `/${who === 'admin' ? 'admin' : 'sellers/me'}/products/${productId}/images`;
  const auth = { auth: who } as const;
  return {
    list: (productId) => client.get(base(productId), auth),
    upload: (productId, file, alt, filename = 'photo') => {
      const form = new FormData();
      form.append('alt', alt.trim());
      form.append('image', file, filename);
      return client.post(base(productId), form, auth);
    },
    remove: async (productId, imageId) => {
      await client.delete(`${base(productId)}/${imageId}`, auth);
    },
    reorder: (productId, imageIds) => client.put(`${base(productId)}/order`, { image_ids: [...imageIds] }, auth),
  };
}

/** `ids` with the one at `index` moved one place towards the front (the first stays first). */
export function movedForward(ids: readonly number[], index: number): number[] {
  const order = [...ids];
  if (index <= 0 || index >= order.length) return order;
  [order[index - 1], order[index]] = [order[index]!, order[index - 1]!];
  return order;
}
