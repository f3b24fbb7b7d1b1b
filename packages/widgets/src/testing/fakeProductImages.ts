import { PRODUCT_IMAGE_MESSAGES, type ManagedProductImage, type ProductImage } from '@nirmaan/core';

/**
 * A product's photos behind the fake API (/admin/products/{id}/images and, for the signed-in seller,
 * /sellers/me/products/{id}/images): uploads become 960 × 720 photos with made-up file URLs; a file
 * whose first byte is '<' (HTML, SVG) is refused as the server does; a seller removes only the photos
 * the seller added.
 */
export class FakeProductImages {
  readonly byProduct = new Map<number, ProductImage[]>();
  /** Who added each photo (by its id). */
  readonly addedBy = new Map<number, 'admin' | 'seller'>();
  private nextId = 1;

  /** A photo as `who` lists it: removable by an admin, by a seller only when the seller added it. */
  private managed(image: ProductImage, who: 'admin' | 'seller'): ManagedProductImage {
    return { ...image, removable: who === 'admin' || this.addedBy.get(image.id) === 'seller' };
  }

  async answer(request: Request, path: string, method: string): Promise<Response | null> {
    const match = /^\/(admin|sellers\/me)\/products\/(\d+)\/images(?:\/(\d+|order))?$/.exec(path);
    if (!match) return null;
    const who = match[1] === 'admin' ? 'admin' : 'seller';
    const productId = Number(match[2]);
    const item = match[3];
    const images = this.byProduct.get(productId) ?? [];
    if (!item && method === 'GET') return Response.json(images.map((image) => this.managed(image, who)));
    if (!item && method === 'POST') {
      const form = await request.formData();
      const file = form.get('image');
      if (file === null || typeof file === 'string') return Response.json({ detail: PRODUCT_IMAGE_MESSAGES.noFile }, { status: 422 });
      if (new Uint8Array(await file.arrayBuffer())[0] === 0x3c) return Response.json({ detail: PRODUCT_IMAGE_MESSAGES.notAnImage }, { status: 415 });
      const id = this.nextId++;
      const url = (width: number, extension: string) => `/api/v1/images/${String(id).padStart(32, '0')}-${width}.${extension}`;
      const srcset = (extension: string) => `${url(320, extension)} 320w, ${url(960, extension)} 960w`;
      const image: ProductImage = {
        id,
        alt: String(form.get('alt') ?? '') || `Product ${productId}`,
        width: 960,
        height: 720,
        src: url(960, 'jpg'),
        srcset: srcset('jpg'),
        sources: [
          { type: 'image/avif', srcset: srcset('avif') },
          { type: 'image/webp', srcset: srcset('webp') },
        ],
      };
      this.byProduct.set(productId, [...images, image]);
      this.addedBy.set(id, who);
      return Response.json(image, { status: 201 });
    }
    if (item === 'order' && who === 'admin' && method === 'PUT') {
      const { image_ids: ids } = (await request.json()) as { image_ids: number[] };
      const ordered = ids.map((id) => images.find((image) => image.id === id)).filter((image) => image !== undefined);
      this.byProduct.set(productId, ordered);
      return Response.json(ordered);
    }
    if (item && method === 'DELETE') {
      const imageId = Number(item);
      if (who === 'seller' && this.addedBy.get(imageId) !== 'seller') return Response.json({ detail: PRODUCT_IMAGE_MESSAGES.notYours }, { status: 403 });
      this.byProduct.set(
        productId,
        images.filter((image) => image.id !== imageId),
      );
      return Response.json({ id: imageId, detail: PRODUCT_IMAGE_MESSAGES.removed });
    }
    return null;
  }
}
