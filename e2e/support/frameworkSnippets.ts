import { readFileSync } from 'node:fs';

/**
 * The copy-paste snippets of docs/frameworks.md, as the compatibility suite's host apps run them:
 * each is a region of a host's source between `#region <name>` and `#endregion <name>` markers
 * (in a `//` or `<!-- -->` comment), without the marker lines and without the region's common indent.
 */
export const FRAMEWORK_SNIPPETS = [
  { file: 'compat/hosts/plain/index.html', region: 'usage-head' },
  { file: 'compat/hosts/plain/index.html', region: 'usage-body' },
  { file: 'compat/hosts/plain/partner.js', region: 'usage-script' },
  { file: 'compat/hosts/react/src/App.tsx', region: 'usage' },
  { file: 'compat/hosts/react/src/nirmaan.ts', region: 'npm-setup' },
  { file: 'compat/hosts/next/src/nirmaan.ts', region: 'npm-setup' },
  { file: 'compat/hosts/next/src/App.tsx', region: 'usage' },
  { file: 'compat/hosts/vue/vite.config.ts', region: 'vue-config' },
  { file: 'compat/hosts/vue/src/App.vue', region: 'usage' },
  { file: 'compat/hosts/svelte/src/App.svelte', region: 'usage' },
  { file: 'compat/hosts/angular/src/app.ts', region: 'usage' },
] as const;

export function snippet(file: string, region: string): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) => new RegExp(`#region ${region}\\b`).test(line));
  const end = lines.findIndex((line, index) => index > start && new RegExp(`#endregion ${region}\\b`).test(line));
  if (start < 0 || end < 0) throw new Error(`${file} has no region ${region}`);
  const body = lines.slice(start + 1, end);
  const indent = Math.min(...body.filter((line) => line.trim() !== '').map((line) => line.match(/^ */)![0].length));
  return body.map((line) => line.slice(indent)).join('\n');
}
