// npm test (after the build): the embed bundle's size budgets of DESIGN.md, gzip, for every element
// the loader defines. Prints a table; exits 1 when anything is over what it is allowed.
//
//   loader                      embed.js                                              <= 5 KB
//   first widget                the loader + the runtime (React, the stores, the base
//                               CSS) + the element's own chunks and CSS                <= 90 KB
//                               (work areas: 140 KB)
//   further widget              what the element adds once the runtime is on the page <= 15 KB
//                               (work areas: 40 KB)
//
// Work areas are the seller dashboard, the admin dashboard and the pincode manager: DESIGN.md gives
// them 140 / 40 KB, as they are not what partners embed.
//
// "Further" is counted against the runtime only, not against whatever widget came first, so it is
// the most that element can add to any page.
import { embedSizes, KB } from './bundleSizes.mjs';

const LOADER_BUDGET_KB = 5;
const FIRST_WIDGET_BUDGET_KB = 90;
const FURTHER_WIDGET_BUDGET_KB = 15;
const WORK_AREAS = new Set(['nirmaan-seller-dashboard', 'nirmaan-admin-dashboard', 'nirmaan-pincode-manager']);
const WORK_AREA_FIRST_BUDGET_KB = 140;
const WORK_AREA_FURTHER_BUDGET_KB = 40;

const kb = (bytes) => (bytes / KB).toFixed(1);

function check(bytes, budgetKB) {
  const ok = bytes <= budgetKB * KB;
  return { ok, note: ok ? 'ok' : `FAIL: over ${budgetKB} KB` };
}

const sizes = embedSizes();
const rows = [];
const loader = check(sizes.loaderBytes, LOADER_BUDGET_KB);
rows.push(['loader (embed.js)', kb(sizes.loaderBytes), `${LOADER_BUDGET_KB}`, loader.note]);
rows.push(['runtime (React, stores, base CSS)', kb(sizes.runtimeBytes), '', 'part of every first widget']);
const failures = loader.ok ? [] : ['loader'];
for (const element of sizes.elements) {
  const workArea = WORK_AREAS.has(element.tag);
  const firstBudget = workArea ? WORK_AREA_FIRST_BUDGET_KB : FIRST_WIDGET_BUDGET_KB;
  const furtherBudget = workArea ? WORK_AREA_FURTHER_BUDGET_KB : FURTHER_WIDGET_BUDGET_KB;
  const first = check(element.firstBytes, firstBudget);
  const further = check(element.furtherBytes, furtherBudget);
  rows.push([`<${element.tag}> first`, kb(element.firstBytes), `${firstBudget}`, first.note]);
  rows.push([`<${element.tag}> further`, kb(element.furtherBytes), `${furtherBudget}`, further.note]);
  if (!first.ok) failures.push(`<${element.tag}> first`);
  if (!further.ok) failures.push(`<${element.tag}> further`);
}

const header = ['Embed bundle (gzip)', 'KB', 'budget KB', ''];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (row) =>
  row
    .map((cell, column) => (column === 1 || column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
    .join('  ')
    .trimEnd();
console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
if (failures.length === 0) console.log(`\nThe loader and all ${sizes.elements.length} elements within their budgets.`);
else {
  console.error(`\nSize budget exceeded: ${failures.join(', ')}. See what grew with the chunk list of bench/bundleSizes.mjs (embedSizes().elements[].chunks).`);
  process.exitCode = 1;
}
