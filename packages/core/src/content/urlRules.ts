/* The addresses content may link to, shared by the widgets and the server. No React, no browser APIs. */

/** Whether `text` is an absolute http:// or https:// address (no javascript:, data:, relative paths...). */
export function isHttpUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
