// npm run check:packages (in npm test, after the build): every library package as npm would ship it
// passes publint (strict: warnings fail too) and Are the Types Wrong (attw --pack). The packages are
// ESM-only, so attw runs with its esm-only profile, which leaves out the CommonJS resolutions
// (node10, node16 from CJS); stylesheet exports (./styles.css) are not checked for types, having none,
// nor the repository-only ./testing entries (a `source` condition and nothing else).
// Also checks that React is a peer dependency, never a dependency, of the React packages, that
// @nirmaan/core is a peer dependency of the widgets and the elements and not copied into them, and
// that every package another file of dist/ imports is a declared dependency or peer dependency.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const PACKAGES = ['core', 'calculators', 'ui', 'widgets', 'elements'];
const REACT_PACKAGES = new Set(['ui', 'widgets', 'elements']);
/** Packages that use @nirmaan/core's stores and must share the page's one copy of it. */
const CORE_PEERS = new Set(['widgets', 'elements']);
/** A text only core's own code has (its configuration store's default): found in a bundle, core was copied into it. */
const CORE_MARKER = 'https://tile.openstreetmap.org';
const bin = (name) => join('node_modules', '.bin', name);

const failures = [];

/** The JS and type declaration files of dist/, but dist/embed: the self-contained partner bundle. */
function distFiles(dir) {
  return readdirSync(join(dir, 'dist'), { recursive: true })
    .map(String)
    .filter((file) => /\.(js|d\.ts)$/.test(file) && !file.startsWith('embed/'));
}

/** The npm packages dist/ imports. */
function importedPackages(dir) {
  const names = new Set();
  for (const file of distFiles(dir)) {
    const code = readFileSync(join(dir, 'dist', file), 'utf8');
    for (const [, specifier] of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:\/[\w./-]*)?["']/g)) {
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      if (!name.startsWith('node:') && !builtinModules.includes(name)) names.add(name);
    }
  }
  return names;
}

function run(label, command, args) {
  try {
    execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    console.log(`ok    ${label}`);
  } catch (error) {
    failures.push(label);
    console.error(`FAIL  ${label}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
}

for (const name of PACKAGES) {
  const dir = join('packages', name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  run(`${manifest.name}: publint --strict`, bin('publint'), ['--strict', dir]);
  const stylesheets = Object.keys(manifest.exports ?? {}).filter((entry) => entry.endsWith('.css'));
  // Entries with nothing but the `source` condition (./testing: the fakes the other packages' tests
  // use) exist in this repository only; the published package has no file for them, on purpose.
  const repositoryOnly = Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'object' && Object.keys(target).every((condition) => condition === 'source'))
    .map(([entry]) => entry);
  const notChecked = [...stylesheets, ...repositoryOnly];
  const exclude = notChecked.length > 0 ? ['--exclude-entrypoints', ...notChecked] : [];
  run(`${manifest.name}: attw --pack --profile esm-only`, bin('attw'), ['--pack', dir, '--profile', 'esm-only', '--no-emoji', '--no-color', ...exclude]);
  const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
  const undeclared = [...importedPackages(dir)].filter((dependency) => !declared[dependency]);
  if (undeclared.length === 0) console.log(`ok    ${manifest.name}: every imported package is a dependency`);
  else {
    failures.push(`${manifest.name}: undeclared imports`);
    console.error(`FAIL  ${manifest.name}: dist imports ${undeclared.join(', ')}, which package.json does not list`);
  }
  if (CORE_PEERS.has(name)) {
    // One @nirmaan/core per page (issue 25): its stores are the page's configuration, session and cart.
    const label = `${manifest.name}: @nirmaan/core is a peer dependency, not bundled`;
    const bundlesCore = distFiles(dir).some((file) => file.endsWith('.js') && readFileSync(join(dir, 'dist', file), 'utf8').includes(CORE_MARKER));
    if (manifest.peerDependencies?.['@nirmaan/core'] && !manifest.dependencies?.['@nirmaan/core'] && !bundlesCore) console.log(`ok    ${label}`);
    else {
      failures.push(label);
      console.error(`FAIL  ${label}: peerDependencies ${JSON.stringify(manifest.peerDependencies)}, core's code inside dist: ${bundlesCore}`);
    }
  }
  if (REACT_PACKAGES.has(name)) {
    const label = `${manifest.name}: react and react-dom are peer dependencies`;
    const peers = manifest.peerDependencies ?? {};
    const deps = manifest.dependencies ?? {};
    const ok = ['react', 'react-dom'].every((dependency) => peers[dependency] && !deps[dependency]);
    if (ok) console.log(`ok    ${label}`);
    else {
      failures.push(label);
      console.error(`FAIL  ${label}: peerDependencies ${JSON.stringify(peers)}, dependencies ${JSON.stringify(deps)}`);
    }
  }
}

if (failures.length > 0) {
  console.error(`\n${failures.length} package check(s) failed.`);
  process.exitCode = 1;
}
