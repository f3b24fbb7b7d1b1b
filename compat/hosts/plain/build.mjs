// The plain page needs no build: it is copied with the Nirmaan server it embeds from (VITE_NIRMAAN_HOST)
// in place of the placeholder host the docs show.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const host = process.env.VITE_NIRMAAN_HOST;
if (!host) throw new Error('Set VITE_NIRMAAN_HOST to the Nirmaan server, e.g. http://127.0.0.1:8123');
const here = new URL('.', import.meta.url);
const out = new URL('../../dist/plain/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('index.html', out), readFileSync(new URL('index.html', here), 'utf8').replaceAll('https://YOUR-NIRMAAN-HOST', host));
copyFileSync(new URL('partner.js', here), new URL('partner.js', out));
copyFileSync(new URL('../shared/partner.css', here), new URL('partner.css', out));
