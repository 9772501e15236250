import { useQueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { changeLocale } from '../i18n';
import { localeAtom } from '../state/locale';
import { type AntdLocale, defaultAntdLocale, loadAntdLocale } from './antd-locale';

/** Keeps i18next, the document language and antd-mobile's texts on the persisted locale. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const [antdLocale, setAntdLocale] = useState<AntdLocale>(defaultAntdLocale);
  const queryClient = useQueryClient();
  const firstLocale = useRef(locale);
  useEffect(() => {
    let current = true;
    void Promise.all([changeLocale(locale), loadAntdLocale(locale)]).then(([, loaded]) => {
      if (!current) return;
      setAntdLocale(loaded);
      // server texts (goods, banners, agreements, reasons…) follow Accept-Language: fetch them again
      if (locale !== firstLocale.current) void queryClient.invalidateQueries();
    });
    return () => {
      current = false;
    };
  }, [locale, queryClient]);
  return <ConfigProvider locale={antdLocale}>{children}</ConfigProvider>;
}
