import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mobilePatternAtom } from '../../state/config';
import { FormProblem, focusProblem } from '../../ui/form-problem';
import { Button } from '../../ui/light/Button';
import {
  type AddressField,
  type AddressFormProblem,
  type AddressFormValues,
  checkAddressForm,
  fieldOf,
  problemKey,
} from './address-form';
import { RegionField } from './RegionPicker';

type Props = {
  /** What the form shows; its owner keeps it (as a draft that survives a reload: NewAddressScreen.tsx). */
  values: AddressFormValues;
  onChange: (update: (before: AddressFormValues) => AddressFormValues) => void;
  pending: boolean;
  /** Called with values that pass the form's rules; a failure keeps the form as typed. */
  onSubmit: (values: AddressFormValues) => void;
};

/** Contact, phone, region (the cascade), detailed address and the default flag, checked before sending. */
export function AddressForm({ values, onChange, pending, onSubmit }: Props) {
  const { t } = useTranslation();
  const mobilePattern = useAtomValue(mobilePatternAtom);
  // the server's pattern alone decides what a phone number looks like (src/lib/phone.ts): no 11-digit limit then
  const serverRule = mobilePattern !== null;
  const [problem, setProblem] = useState<{ field: AddressField; problem: AddressFormProblem } | null>(null);
  const invalid = problem?.field ?? null;
  const ids = {
    contact: useId(),
    phone: useId(),
    region: useId(),
    regionLabel: useId(),
    detail: useId(),
    isDefault: useId(),
  };
  const form = useRef<HTMLFormElement>(null);
  const problemId = (field: AddressField) => `${ids[field]}-problem`;
  const textOf = (field: AddressField) => (problem?.field === field ? t(problemKey(problem.problem)) : null);
  const said = (field: AddressField) => (problem?.field === field ? problemId(field) : undefined);

  const set = <K extends keyof AddressFormValues>(key: K, value: AddressFormValues[K]) => {
    onChange((before) => ({ ...before, [key]: value }));
    if (invalid === key) setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkAddressForm(values, mobilePattern);
    if (found) {
      const field = found === 'addressIncomplete' && values.region?.codes.length ? 'detail' : fieldOf(found);
      setProblem({ field, problem: found });
      focusProblem(form.current);
      return;
    }
    setProblem(null);
    onSubmit(values);
  };

  return (
    <form ref={form} className="address-form" noValidate onSubmit={submit}>
      <div className="address-field">
        <label htmlFor={ids.contact}>{t('addresses.form.contact')}</label>
        <input
          id={ids.contact}
          className="address-input"
          value={values.contact}
          onChange={(event) => set('contact', event.target.value)}
          placeholder={t('addresses.form.contactPlaceholder')}
          maxLength={30}
          autoComplete="name"
          aria-invalid={invalid === 'contact' || undefined}
          aria-describedby={said('contact')}
        />
        <FormProblem id={problemId('contact')} text={textOf('contact')} />
      </div>
      <div className="address-field">
        <label htmlFor={ids.phone}>{t('addresses.form.phone')}</label>
        <input
          id={ids.phone}
          className="address-input"
          type="tel"
          inputMode={serverRule ? 'tel' : 'numeric'}
          value={values.phone}
          onChange={(event) => set('phone', event.target.value.replace(/\s/g, ''))}
          placeholder={t(serverRule ? 'addresses.form.phonePlaceholderPlain' : 'addresses.form.phonePlaceholder')}
          maxLength={serverRule ? 20 : 11}
          autoComplete="tel"
          aria-invalid={invalid === 'phone' || undefined}
          aria-describedby={said('phone')}
        />
        <FormProblem id={problemId('phone')} text={textOf('phone')} />
      </div>
      <div className="address-field">
        <span className="address-label" id={ids.regionLabel}>
          {t('addresses.form.region')}
        </span>
        <RegionField
          id={ids.region}
          labelId={ids.regionLabel}
          value={values.region}
          onChange={(region) => set('region', region)}
          invalid={invalid === 'region'}
          describedBy={said('region')}
        />
        <FormProblem id={problemId('region')} text={textOf('region')} />
      </div>
      <div className="address-field">
        <label htmlFor={ids.detail}>{t('addresses.form.detail')}</label>
        <textarea
          id={ids.detail}
          className="address-input address-textarea"
          rows={3}
          value={values.detail}
          onChange={(event) => set('detail', event.target.value)}
          placeholder={t('addresses.form.detailPlaceholder')}
          maxLength={120}
          aria-invalid={invalid === 'detail' || undefined}
          aria-describedby={said('detail')}
        />
        <FormProblem id={problemId('detail')} text={textOf('detail')} />
      </div>
      <div className="address-field address-field-inline">
        <label htmlFor={ids.isDefault}>{t('addresses.form.isDefault')}</label>
        <input
          id={ids.isDefault}
          type="checkbox"
          role="switch"
          aria-checked={values.isDefault}
          className="address-switch"
          checked={values.isDefault}
          onChange={(event) => set('isDefault', event.target.checked)}
        />
      </div>
      <div className="address-form-bar">
        <Button block type="submit" color="primary" size="large" loading={pending} disabled={pending}>
          {t('addresses.form.save')}
        </Button>
      </div>
    </form>
  );
}
