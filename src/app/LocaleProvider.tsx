import { ConfigProvider } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { changeLocale } from '../i18n';
import { localeAtom } from '../state/locale';
import { type AntdLocale, defaultAntdLocale, loadAntdLocale } from './antd-locale';

/** Keeps i18next, the document language and antd-mobile's texts on the persisted locale. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const [antdLocale, setAntdLocale] = useState<AntdLocale>(defaultAntdLocale);
  useEffect(() => {
    let current = true;
    void Promise.all([changeLocale(locale), loadAntdLocale(locale)]).then(([, loaded]) => {
      if (current) setAntdLocale(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return <ConfigProvider locale={antdLocale}>{children}</ConfigProvider>;
}
