import { readFileSync } from 'node:fs';
import { flatten, type Tree } from './locale-texts.ts';
import { unusedKeys } from './locale-usage.ts';

/**
 * Fails when a locale lacks a key of en.json (the source of truth), has a key en.json does not, leaves a
 * text empty, or drops an interpolation such as {{version}}; and when no code names a key of en.json
 * (./locale-usage.ts says how a key is named), since a text no screen shows only costs translations. Run by
 * `npm test`.
 */
const read = (name: string) => flatten(JSON.parse(readFileSync(`locales/${name}.json`, 'utf8')) as Tree);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const en = read('en');
const problems: string[] = [];
for (const name of ['vi', 'zh-CN']) {
  const other = read(name);
  for (const [key, text] of en) {
    const translated = other.get(key);
    if (translated === undefined) problems.push(`${name}: missing ${key}`);
    else if (!translated.trim()) problems.push(`${name}: empty ${key}`);
    else if (placeholders(translated) !== placeholders(text)) problems.push(`${name}: ${key} changes the placeholders`);
  }
  for (const key of other.keys()) if (!en.has(key)) problems.push(`${name}: ${key} is not in en.json`);
}
for (const [key, text] of en) if (!text.trim()) problems.push(`en: empty ${key}`);
for (const key of unusedKeys(en.keys())) problems.push(`en: no code uses ${key} (delete it from every locale)`);

if (problems.length) {
  console.error(`Locale check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Locale check: ${en.size} keys present in en, vi and zh-CN, each used by the code`);
