/** The drawn plan as a standalone SVG document. */
export function svgDocument(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

function save(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.click();
}

/** Downloads the plan as `<name>.svg`. */
export function downloadSvg(svg: SVGSVGElement, name: string): void {
  const url = URL.createObjectURL(new Blob([svgDocument(svg)], { type: 'image/svg+xml' }));
  save(url, `${name}.svg`);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the plan as `<name>.png`, drawn at `scale` times its size on a white background. */
export async function downloadPng(svg: SVGSVGElement, name: string, scale = 3): Promise<void> {
  const { width, height } = svg.viewBox.baseVal;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgDocument(svg))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  save(canvas.toDataURL('image/png'), `${name}.png`);
}
