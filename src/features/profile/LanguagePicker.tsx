import { useAtom } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../i18n/locales';
import { localeAtom } from '../../state/locale';
import { RadioOption } from '../../ui/RadioOption';

/** Switches the app's language live; the choice is persisted and sent as Accept-Language. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const [locale, setLocale] = useAtom(localeAtom);
  const name = useId();
  return (
    <fieldset className="language-picker">
      <legend>{t('shell.language')}</legend>
      <div className="language-picker-options">
        {LOCALES.map((code) => (
          <RadioOption key={code} name={name} value={code} checked={locale === code} onSelect={() => setLocale(code)}>
            <span lang={code}>{t(`shell.languages.${code}`)}</span>
          </RadioOption>
        ))}
      </div>
    </fieldset>
  );
}
