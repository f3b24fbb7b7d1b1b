// Fails when a tracked file still holds a merge's conflict markers (`<<<<<<< ours` … `>>>>>>> theirs`).
// Inside a comment or a string they compile and pass every other check, so they are looked for here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MARKER = /^(<{7,}|>{7,}) \S/m;
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|pdf|gz|zip|wasm|tar)$/i;

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((file) => file && !BINARY.test(file));
const marked = files.filter((file) => {
  try {
    return MARKER.test(readFileSync(file, 'utf8'));
  } catch {
    return false; // listed but not in the work tree (deleted, not yet committed)
  }
});
if (marked.length > 0) {
  console.error(`Merge conflict markers left in:\n${marked.map((file) => `  ${file}`).join('\n')}`);
  process.exit(1);
}
