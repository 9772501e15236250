import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupsNamed, localeGroups, textGroups } from './locale-groups';

const groups = textGroups({
  orders: { status: { unpaid: 'Unpaid' }, detail: { title: 'Order' }, pass: { code: 'Code' } },
  auth: { login: 'Log in', password: 'Password', codes: { sent: 'Sent' } },
  errors: { network: 'No connection', codes: { E1: 'Wrong' } },
  home: { title: 'Home' },
});

describe('en.json in groups of texts that travel together', () => {
  it("makes a group of each object under a top-level key, and one of a top-level key's own texts", () => {
    expect([...groups.keys()].sort()).toEqual([
      'auth',
      'auth.codes',
      'errors',
      'errors.codes',
      'home',
      'orders.detail',
      'orders.pass',
      'orders.status',
    ]);
    expect(groups.get('auth')).toEqual({ auth: { login: 'Log in', password: 'Password' } });
    expect(groups.get('orders.status')).toEqual({ orders: { status: { unpaid: 'Unpaid' } } });
  });
});

describe('which groups a module names', () => {
  it('reads keys as strings and as the fixed start of templates', () => {
    const source = `
      const a = t('orders.status.unpaid');
      const b = t(\`errors.codes.\${code}\`);
      const c = { label: 'auth.login' };`;
    expect(groupsNamed(source, 'x.ts', groups)).toEqual(['auth', 'errors.codes', 'orders.status']);
  });

  it("takes every group a template's start can reach when only the top-level key is fixed", () => {
    expect(groupsNamed(`t(\`orders.\${part}.title\`)`, 'x.ts', groups)).toEqual([
      'orders.detail',
      'orders.pass',
      'orders.status',
    ]);
  });

  it('takes neither a bare word that is a group name, nor a file, nor a dotted text of no group', () => {
    const source = `
      import './home.css';
      navigate('home');
      const version = 'v1.2';
      const host = 'example.com';
      const key = \`\${group}.title\`;`;
    expect(groupsNamed(source, 'x.tsx', groups)).toEqual([]);
  });
});

describe('the build step that sends each group with the code that shows it', () => {
  const plugin = localeGroups(process.cwd());
  const transform = plugin.transform as (code: string, id: string) => { code: string; map: null } | undefined;
  const load = plugin.load as (id: string) => string | undefined;
  const resolveId = plugin.resolveId as (id: string) => string | undefined;

  it("adds a module's groups as imports after its last line, moving none of its lines", () => {
    const code = "import { t } from '../../i18n';\nexport const label = () => t('orders.detail.title');";
    const result = transform(code, '/repo/src/features/orders/label.ts');
    expect(result?.code.startsWith(`${code}\n`)).toBe(true);
    expect(result?.code.split('\n')).toHaveLength(3);
    expect(result?.code.split('\n')[2]).toBe('import "virtual:locale-group/orders.detail";');
    expect(result?.map).toBeNull();
  });

  it("leaves tests, the texts set-up, libraries' code and modules that name no key as they are", () => {
    const code = "t('orders.detail.title')";
    expect(transform(code, '/repo/src/features/orders/label.test.ts')).toBeUndefined();
    expect(transform(code, '/repo/src/i18n/index.ts')).toBeUndefined();
    expect(transform('export const x = 1;', '/repo/src/lib/x.ts')).toBeUndefined();
    expect(transform(code, '/repo/node_modules/lib/index.js')).toBeUndefined();
    expect(transform(code, '/repo/node_modules/lib/src/label.ts')).toBeUndefined();
  });

  it("a group's module adds that group's English texts, as en.json has them", () => {
    const en = JSON.parse(readFileSync('locales/en.json', 'utf8'));
    const module = load(resolveId('virtual:locale-group/orders.status') ?? '') ?? '';
    expect(module).toMatch(/^import \{ addTexts \} from ".*src\/i18n\/instance\.ts";/);
    const added = JSON.parse(/addTexts\((.*)\);/.exec(module)?.[1] ?? 'null');
    expect(added).toEqual({ orders: { status: en.orders.status } });
  });

  it('the groups together are en.json whole', () => {
    const en = JSON.parse(readFileSync('locales/en.json', 'utf8'));
    const whole: Record<string, Record<string, unknown>> = {};
    for (const texts of textGroups(en).values())
      for (const [top, part] of Object.entries(texts)) whole[top] = { ...whole[top], ...(part as object) };
    expect(whole).toEqual(en);
  });
});
