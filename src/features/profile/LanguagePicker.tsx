import { Radio, Space } from 'antd-mobile';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES } from '../../i18n/locales';
import { localeAtom } from '../../state/locale';

/** Switches the app's language live; the choice is persisted and sent as Accept-Language. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <fieldset className="language-picker">
      <legend>{t('shell.language')}</legend>
      <Radio.Group value={locale} onChange={(value) => isLocale(value) && setLocale(value)}>
        <Space direction="vertical">
          {LOCALES.map((code) => (
            <Radio key={code} value={code}>
              <span lang={code}>{t(`shell.languages.${code}`)}</span>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </fieldset>
  );
}
