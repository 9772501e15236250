import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { copiedRuleConflicts } from './css-copies.ts';

/**
 * The production build (mocks off) must carry none of the mock user-api: no msw, no service worker file,
 * no seed data, no developer panel (CONTRACT.md); and its index.html must carry the Content-Security-Policy
 * (vite.config.ts) in a form that protects it. Run by `npm test` after `npm run build`.
 */
const dir = process.argv[2] ?? 'dist';
if (!existsSync(dir)) {
  console.error(`${dir}/ does not exist: run npm run build first`);
  process.exit(1);
}

function files(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const markers = [
  'mockServiceWorker',
  'mock-worker',
  'setupWorker',
  '__mock.db',
  '__mock/faults',
  'Shoe Care Central', // seed data
  '13800138000', // the demo account
];

const problems: string[] = [];
for (const file of files(dir)) {
  if (/(mockServiceWorker|mock-worker)\.js$/.test(file)) problems.push(`${file} is in the build`);
  if (!/\.(js|html|css)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const marker of markers) if (text.includes(marker)) problems.push(`${file} contains "${marker}"`);
}

if (problems.length) {
  console.error(`Mock code found in the production build:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Bundle check: no mock code in ${dir}/ (${files(dir).length} files)`);

/**
 * The Content-Security-Policy of the built index.html: present as a meta element ahead of every script, with
 * scripts from this origin only (no 'unsafe-inline', no eval; an inline script only by its own hash, as the
 * boot script is), no plugins, no foreign <base>; and the page itself has no inline script or inline event
 * handler the policy would block.
 */
function cspProblems(html: string): string[] {
  const found: string[] = [];
  const decode = (text: string) =>
    text
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const meta = /<meta\s+http-equiv=["']Content-Security-Policy["']\s+content=["']([^"']*)["'][^>]*>/i.exec(html);
  if (!meta?.[1]) return ['index.html has no Content-Security-Policy meta element'];
  const firstScript = html.search(/<script\b/i);
  if (firstScript !== -1 && firstScript < meta.index) found.push('a script comes before the Content-Security-Policy');
  const directives = new Map(
    decode(meta[1])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values] as const),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  if (!scripts) found.push('no script-src (nor default-src)');
  else {
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
      if (scripts.includes(unsafe)) found.push(`script-src allows ${unsafe}`);
  }
  if (!directives.get('default-src')?.includes("'self'")) found.push("default-src is not 'self'");
  if (directives.get('object-src')?.join(' ') !== "'none'") found.push("object-src is not 'none'");
  if (directives.get('base-uri')?.join(' ') !== "'self'") found.push("base-uri is not 'self'");
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(match[1] ?? '')) continue;
    const hash = `'sha256-${createHash('sha256')
      .update(match[2] ?? '')
      .digest('base64')}'`;
    if (!scripts?.includes(hash))
      found.push('an inline <script> the policy would block (its hash is not in script-src)');
  }
  if (/<[a-z][^>]*\son[a-z]+=/i.test(html)) found.push('an inline event handler the policy would block');
  return found;
}

const html = readFileSync(join(dir, 'index.html'), 'utf8');
const csp = cspProblems(html);
if (csp.length) {
  console.error(`The Content-Security-Policy of ${dir}/index.html does not hold:\n- ${csp.join('\n- ')}`);
  process.exit(1);
}
console.log(`Bundle check: ${dir}/index.html carries the Content-Security-Policy ahead of its scripts`);

/** No style whose winner would depend on the order the customer opened screens in (scripts/css-copies.ts). */
const sheets = Object.fromEntries(
  files(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file.slice(dir.length + 1), readFileSync(file, 'utf8')]),
);
const conflicts = copiedRuleConflicts(sheets);
if (conflicts.length) {
  console.error(`Styles copied into several files that other files set otherwise:\n- ${conflicts.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Bundle check: the styles copied into several of ${Object.keys(sheets).length} CSS files conflict with none`,
);
