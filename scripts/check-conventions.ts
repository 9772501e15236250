import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { importCycles, importGraph } from './conventions/import-cycles.ts';

/**
 * Fails, naming file:line, on a convention of this codebase broken (docs/design.md): the ones that drift back
 * when only a sentence says them.
 * - No import cycle among the modules of src and mocks.
 * - A test waits for what the customer would see, never a fixed time: a non-zero sleep in a test needs its
 *   reason in a comment on the same line or the line before.
 * - Tests report through their runner, never console.log or console.table.
 * - Refreshes after writes live in src/api: no invalidateQueries or setQueryData in src/features.
 * - The api client is the one place that fetches and tells the customer: no showToast or fetch( elsewhere in
 *   src/api.
 * - A unit test file of a plain module that needs a browser's APIs says so itself (`@vitest-environment
 *   happy-dom` in its first lines), as vite.config.ts reads it; a rendering test (.tsx) always runs in happy-dom.
 * - One home for each server entity: the user, the shop and the storage credentials are read through their
 *   queries; their stored copies (userInfoAtom, shopInfoAtom, ossAtom) only seed and follow the cache.
 * - antd-mobile behind one door: its class names (`.adm-…`) and theme variables (`--adm-…`) are named in
 *   src/ui/antd.ts and src/ui/antd.css only, by the app and by its tests (docs/decisions.md).
 * - Every bottom sheet is built on Sheet (src/ui/sheet/Sheet.tsx), never on antd-mobile's Popup directly: a
 *   Popup closed the moment it opens otherwise stays on the page, a dialog still, the page's scrolling locked.
 *   npx tsx scripts/check-conventions.ts
 */

// git's `dir/**/*.ts` needs a folder between: the files right in `dir` are asked for apart
const withTopLevel = (patterns: string[]) =>
  patterns.flatMap((pattern) => (pattern.includes('/**/') ? [pattern, pattern.replace('/**/', '/')] : [pattern]));

const tracked = (...patterns: string[]) =>
  execSync(
    `git ls-files -co --exclude-standard ${withTopLevel(patterns)
      .map((pattern) => `'${pattern}'`)
      .join(' ')}`,
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    // a tracked file deleted in the working tree (not yet staged) is listed too
    .filter((file) => file !== '' && existsSync(file));

const TEST = /\.(test|spec)\.tsx?$/;
const problems: string[] = [];

function eachLine(files: string[], check: (line: string, previous: string, file: string) => string | null) {
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const problem = check(line, lines[index - 1] ?? '', file);
      if (problem) problems.push(`${file}:${index + 1}: ${problem}`);
    });
  }
}

// 1. import cycles
const modules = tracked('src/**/*.ts', 'src/**/*.tsx', 'mocks/**/*.ts', 'mocks/**/*.tsx').filter(
  (file) => !TEST.test(file),
);
for (const cycle of importCycles(importGraph(modules)))
  problems.push(`${cycle[0]}: an import cycle of ${cycle.length} modules: ${cycle.join(' -> ')}`);

const tests = tracked('src/**', 'mocks/**', 'e2e/**', 'e2e-webkit/**', 'scripts/**', 'bench/**').filter((file) =>
  TEST.test(file),
);

// 2. fixed sleeps in tests
const SLEEP = /setTimeout\(\s*\w+\s*,\s*[1-9]|waitForTimeout\(\s*[1-9]|\bsleep\(\s*[1-9]/;
eachLine(tests, (line, previous) =>
  SLEEP.test(line) && !/\/\/\s*\S/.test(line) && !/^\s*\/\/\s*\S/.test(previous)
    ? 'a test sleeps a fixed time with no reason beside it: wait for what the customer would see'
    : null,
);

// 3. console output in tests
eachLine(tests, (line) =>
  /\bconsole\.(log|table)\(/.test(line) ? 'a test prints: report through the runner (test annotations, a file)' : null,
);

// 4. refreshing outside src/api
const features = tracked('src/features/**/*.ts', 'src/features/**/*.tsx').filter((file) => !TEST.test(file));
eachLine(features, (line) =>
  /\.(invalidateQueries|setQueryData)\(/.test(line)
    ? 'a feature refreshes the cache itself: refreshes after writes live in src/api'
    : null,
);

// 5. the api client's one way to fetch and to tell
const api = tracked('src/api/**/*.ts').filter((file) => !TEST.test(file) && file !== 'src/api/client.ts');
eachLine(api, (line, _previous, file) => {
  if (/\bshowToast\(/.test(line)) return 'only src/api/client.ts tells the customer';
  // an upload to the storage service goes to another origin, without the app's token: its own fetch
  if (/(?<![\w.])fetch\(/.test(line) && file !== 'src/api/file-upload.ts') return 'only src/api/client.ts fetches';
  return null;
});

// 6. the test environment said by the file itself
const nodeTests = tracked('src/**/*.test.ts', 'mocks/**/*.test.ts');
const DOM_MARK = /@vitest-environment\s+happy-dom/;
const browserApis = /\b(localStorage|sessionStorage|document\.)/;
for (const file of nodeTests) {
  const text = readFileSync(file, 'utf8');
  if (!DOM_MARK.test(text) && browserApis.test(text))
    problems.push(`${file}:1: uses a browser API: say so with a '// @vitest-environment happy-dom' first line`);
}

// 7. antd-mobile's names behind one door
const ANTD_DOOR = new Set(['src/ui/antd.ts', 'src/ui/antd.css']);
const antdNamers = tracked('src/*', 'mocks/*', 'e2e/*', 'e2e-webkit/*', 'bench/*', 'index.html').filter(
  (file) => /\.(tsx?|css|m?js|html)$/.test(file) && !ANTD_DOOR.has(file),
);
eachLine(antdNamers, (line) =>
  /\badm-\w/.test(line)
    ? "names antd-mobile's class names or variables: take them from src/ui/antd.ts, style them in src/ui/antd.css"
    : null,
);

// 8. one home for each server entity: the user, the shop and the credentials are read from the query cache;
// their storage keys are touched only where they are defined and where the cache is kept in them
const ENTITY_ATOMS = /\b(userInfoAtom|shopInfoAtom|ossAtom)\b/;
const entityReaders = tracked('src/**/*.ts', 'src/**/*.tsx').filter(
  (file) => !TEST.test(file) && !file.startsWith('src/state/') && file !== 'src/app/server-entities.ts',
);
eachLine(entityReaders, (line) =>
  ENTITY_ATOMS.test(line)
    ? 'reads a server entity from its stored copy: read it through its query (src/app/server-entities.ts)'
    : null,
);

// 9. every bottom sheet through the one Popup that leaves the page once closed
const SHEET = 'src/ui/sheet/Sheet.tsx';
const sheetUsers = tracked('src/**/*.tsx').filter((file) => !TEST.test(file) && file !== SHEET);
// the whole file, not line by line: the formatter spreads a long import over several lines
const POPUP_IMPORT = /import\s*(?:type\s*)?\{[^}]*\bPopup\b[^}]*\}\s*from\s*'antd-mobile'/g;
for (const file of sheetUsers) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(POPUP_IMPORT)) {
    const line = text.slice(0, match.index).split('\n').length;
    problems.push(
      `${file}:${line}: builds a sheet on antd-mobile's Popup itself: use Sheet from ${SHEET}, which leaves the page once closed`,
    );
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} convention problem${problems.length === 1 ? '' : 's'} (scripts/check-conventions.ts)`,
  );
  process.exit(1);
}
console.log(
  `Conventions: ${modules.length} modules without a cycle; ${tests.length} tests, features and api checked; ` +
    `antd-mobile's names in ${[...ANTD_DOOR].join(' and ')} only (${antdNamers.length} other files checked)`,
);
