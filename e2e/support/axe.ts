import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** Part of a page to check: axe's context, e.g. `{ include: ['#main'], exclude: ['.ads'] }`. */
export interface AxeScope {
  include: string[];
  exclude: string[];
}

/** WCAG 2.1 A and AA violations on the page, or the part `selector` names (shadow roots included), as readable lines. */
export async function axeViolations(page: Page, selector?: string | AxeScope): Promise<string[]> {
  // Evaluated through the DevTools protocol, not added as an inline <script>: the site's
  // Content-Security-Policy refuses inline scripts, as it should.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(context ?? document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  }, selector ?? null);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(node.target)} — ${node.failureSummary ?? ''}`),
  );
}
