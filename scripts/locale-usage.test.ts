// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the sources read here are code with templates in it
import { describe, expect, it } from 'vitest';
import { addReferences, isNamed, noReferences } from './locale-usage';

/** Whether `key` is named by the code `source` (a .tsx file's text). */
function named(source: string, key: string): boolean {
  const references = noReferences();
  addReferences(source, 'screen.tsx', references);
  return isNamed(key, references);
}

describe('which locale keys the code names', () => {
  it('a key as a string, in t() or anywhere else (a key kept in a table, a JSX attribute)', () => {
    expect(named("t('orders.fields.type')", 'orders.fields.type')).toBe(true);
    expect(named("const problem = 'validation.addCartFirst';", 'validation.addCartFirst')).toBe(true);
    expect(named('<Trans i18nKey="auth.consent" />', 'auth.consent')).toBe(true);
    expect(named("t('orders.fields.type')", 'orders.fields.kind')).toBe(false);
  });

  it('the forms of a plural key by its base', () => {
    expect(named("t('vouchers.daysLeft', { count })", 'vouchers.daysLeft_one')).toBe(true);
    expect(named("t('vouchers.daysLeft', { count })", 'vouchers.daysLeft_other')).toBe(true);
  });

  it('every key a template can make, from its fixed parts', () => {
    const source = 't(`home.orderPopup.${option.key}Hint`)';
    expect(named(source, 'home.orderPopup.scanHint')).toBe(true);
    expect(named(source, 'home.orderPopup.scan')).toBe(false);
    expect(named('t(`orders.status.${status}`)', 'orders.hint.unpaid')).toBe(false);
  });

  it('no key from a template that starts with its value', () => {
    expect(named('t(`${group}.title`)', 'orders.title')).toBe(false);
  });

  it('a property path on a locale file read whole, and a whole group', () => {
    const boot = [
      "const messages = JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Messages;",
      'const texts = { routes: messages.routes, freeBoxes: messages.lockers.freeBoxes };',
    ].join('\n');
    expect(named(boot, 'lockers.freeBoxes')).toBe(true);
    expect(named(boot, 'routes.home')).toBe(true);
    expect(named(boot, 'lockers.online')).toBe(false);
    expect(named("import en from '../locales/en.json';\nconst title = en.shell.crashTitle;", 'shell.crashTitle')).toBe(
      true,
    );
  });

  it('no key from a property path on anything else', () => {
    expect(named('const text = order.lockers.freeBoxes;', 'lockers.freeBoxes')).toBe(false);
  });
});
