import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

// The pure entry is what the server imports: a store or a browser API in its graph would put
// browser state into the server (as `$config` once did through http/securityHeaders.ts).
vi.mock('nanostores', () => {
  throw new Error('@nirmaan/core/pure imported nanostores');
});

const here = dirname(fileURLToPath(import.meta.url));
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s*['"]([^'"]+)['"]/gm;

/** Every file the pure entry reaches through imports of values (type-only imports vanish at run time). */
function reachableFiles(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.includes(file)) continue;
    files.push(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      if (specifier!.startsWith('.')) queue.push(normalize(join(dirname(file), specifier!)));
      else packages.add(specifier!);
    }
  }
  return { files, packages };
}

describe('@nirmaan/core/pure', () => {
  it('loads without any store library', async () => {
    const pure = await import('./pure.ts');
    expect(pure.formatRupees(123456)).toBe('₹1,23,456');
    expect(Object.keys(pure).length).toBeGreaterThan(50);
  });

  it('reaches no store, no fetch and no browser API: only its own modules, zod and the calculators', () => {
    const { files, packages } = reachableFiles(join(here, 'pure.ts'));
    expect(files.length).toBeGreaterThan(20);
    // zod for the schemas; @nirmaan/calculators, pure math itself, for the material needs of a calculation.
    expect([...packages].filter((name) => name !== 'zod' && name !== '@nirmaan/calculators')).toEqual([]);
    const browserBound = files.filter((file) => /\bfetch\(|\blocalStorage\b|\bsessionStorage\b|\bwindow\.|\bdocument\./.test(readFileSync(file, 'utf8')));
    expect(browserBound.map((file) => file.slice(here.length + 1))).toEqual([]);
  });
});
