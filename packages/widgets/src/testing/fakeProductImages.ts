import { PRODUCT_IMAGE_MESSAGES, type ProductImage } from '@nirmaan/core';

/**
 * A product's photos behind the fake API (/admin/products/{id}/images): uploads become 960 × 720
 * photos with made-up file URLs; a file whose first byte is '<' (HTML, SVG) is refused as the server does.
 */
export class FakeProductImages {
  readonly byProduct = new Map<number, ProductImage[]>();
  private nextId = 1;

  async answer(request: Request, path: string, method: string): Promise<Response | null> {
    const match = /^\/admin\/products\/(\d+)\/images(?:\/(\d+|order))?$/.exec(path);
    if (!match) return null;
    const productId = Number(match[1]);
    const images = this.byProduct.get(productId) ?? [];
    if (!match[2] && method === 'GET') return Response.json(images);
    if (!match[2] && method === 'POST') {
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
      return Response.json(image, { status: 201 });
    }
    if (match[2] === 'order' && method === 'PUT') {
      const { image_ids: ids } = (await request.json()) as { image_ids: number[] };
      const ordered = ids.map((id) => images.find((image) => image.id === id)).filter((image) => image !== undefined);
      this.byProduct.set(productId, ordered);
      return Response.json(ordered);
    }
    if (match[2] && method === 'DELETE') {
      this.byProduct.set(
        productId,
        images.filter((image) => image.id !== Number(match[2])),
      );
      return Response.json({ id: Number(match[2]), detail: PRODUCT_IMAGE_MESSAGES.removed });
    }
    return null;
  }
}
