import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_SNIPPETS, snippet } from './frameworkSnippets.ts';

/** docs/frameworks.md shows the compatibility suite's host apps as they run: a snippet that drifted from its host fails here. */
describe('docs/frameworks.md', () => {
  const guide = readFileSync('docs/frameworks.md', 'utf8');

  it.each(FRAMEWORK_SNIPPETS)('shows $file ($region) exactly as the compatibility suite runs it', ({ file, region }) => {
    const code = snippet(file, region);
    expect(code.trim()).not.toBe('');
    expect(guide).toContain(`\n${code}\n\`\`\``);
  });
});
