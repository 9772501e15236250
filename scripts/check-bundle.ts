import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The production build (mocks off) must carry none of the mock user-api: no msw, no service worker file,
 * no seed data, no developer panel (CONTRACT.md). Run by `npm test` after `npm run build`.
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
  'setupWorker',
  '__mock.db',
  '__mock/faults',
  'Shoe Care Central', // seed data
  '13800138000', // the demo account
];

const problems: string[] = [];
for (const file of files(dir)) {
  if (file.endsWith('mockServiceWorker.js')) problems.push(`${file} is in the build`);
  if (!/\.(js|html|css)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const marker of markers) if (text.includes(marker)) problems.push(`${file} contains "${marker}"`);
}

if (problems.length) {
  console.error(`Mock code found in the production build:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Bundle check: no mock code in ${dir}/ (${files(dir).length} files)`);
