import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';
import { changeLocale } from '../i18n';
import { localeAtom } from '../state/locale';
import { setAntdLocale } from '../ui/antd-setup';

/**
 * Keeps i18next, the document language and antd-mobile's texts on the persisted locale. antd's texts are set
 * before i18next switches, so the re-render the switch causes shows antd components in the new language too.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const queryClient = useQueryClient();
  const firstLocale = useRef(locale);
  useEffect(() => {
    let current = true;
    void changeLocale(locale, setAntdLocale(locale)).then(() => {
      if (!current) return;
      // server texts (goods, banners, agreements, reasons…) follow Accept-Language: fetch them again
      if (locale !== firstLocale.current) void queryClient.invalidateQueries();
    });
    return () => {
      current = false;
    };
  }, [locale, queryClient]);
  return children;
}
