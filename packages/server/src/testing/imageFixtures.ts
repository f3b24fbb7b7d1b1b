import sharp from 'sharp';

/** A real photo-like JPEG of that size (a gradient with a mark), with EXIF (camera, GPS) the server must strip. */
export async function aPhoto(width = 1200, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#f1c40f"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="25%" fill="#2c3e50"/></svg>`;
  return sharp(Buffer.from(svg))
    .withExif({ IFD0: { Make: 'TestCam', Model: 'X1', Copyright: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A multipart form with the bytes under 'image' (named and typed as a browser would send them) and an optional alt text. */
export function photoForm(bytes: Buffer, options: { name?: string; type?: string; alt?: string } = {}): FormData {
  const form = new FormData();
  if (options.alt !== undefined) form.append('alt', options.alt);
  form.append('image', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }), options.name ?? 'photo.jpg');
  return form;
}
