import { t } from '../../i18n';
import { fail, failed, ok, within } from '../result';
import type { BridgeResult, ShareCard } from '../types';

export type ShareDeps = {
  navigator?: Partial<Pick<Navigator, 'share' | 'canShare' | 'clipboard'>>;
  document?: Document;
  timeoutMs?: number;
};

/** Copies text through the Clipboard API, or the old selection trick where it is missing or refused. */
export async function copyText(text: string, deps: ShareDeps = {}): Promise<boolean> {
  const nav = deps.navigator ?? globalThis.navigator;
  try {
    if (nav?.clipboard?.writeText) {
      await nav.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no user gesture, insecure context): try the old way
  }
  const doc = deps.document ?? globalThis.document;
  if (!doc?.body) return false;
  const field = doc.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  doc.body.append(field);
  try {
    field.select();
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * A plain browser has no share card: the Web Share API where present ('shared'), otherwise the link is
 * copied ('copied': the caller shows 'Content copied'); if that fails too, 'Copy failed, please copy
 * manually'. The customer closing the share sheet is 'cancelled'.
 */
export async function browserShare(card: ShareCard, deps: ShareDeps = {}): Promise<BridgeResult<'shared' | 'copied'>> {
  const nav = deps.navigator ?? globalThis.navigator;
  const data: ShareData = { title: card.title, text: card.desc, url: card.link };
  if (typeof nav?.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    const shared = await within<BridgeResult<'shared' | 'copied'> | 'copy'>(
      nav.share(data).then(
        () => ok('shared' as const),
        (error: unknown) =>
          error && typeof error === 'object' && 'name' in error && error.name === 'AbortError'
            ? failed('other', 'cancelled')
            : 'copy',
      ),
      deps.timeoutMs ?? 2 * 60_000,
      () => failed('other', 'timeout'),
    );
    if (shared !== 'copy') return shared;
  }
  return (await copyText(card.link, deps)) ? ok('copied') : fail('failed', t('errors.copyFailed'));
}
