import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mobilePatternAtom } from '../../state/config';
import { showToast } from '../../ui/feedback/toast';
import { useSingleFlight } from '../../ui/use-single-flight';
import { type FieldErrors, type FieldName, firstError, phoneError } from './validate';

/** The form's values: each is a field (its error under the same name), `agreed` is the consent's. */
type Values = { phone: string; agreed?: boolean; code?: string; password?: string };
const errorOf = (field: string): FieldName => (field === 'agreed' ? 'agreement' : (field as FieldName));

/**
 * What the three account forms share: their values and per-field messages (a field's message goes as soon
 * as it is edited), the phone check before an SMS code is sent, and the submit sequence: validate, toast the
 * first problem in the form's order, else send once (`useSingleFlight`). A failed call keeps everything as typed;
 * its message is shown by the api client.
 */
export function useAuthForm<V extends Values>(
  initial: V,
  validate: (values: V, serverPattern: RegExp | null) => FieldErrors,
) {
  const { t } = useTranslation();
  const pattern = useAtomValue(mobilePatternAtom);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, run } = useSingleFlight();

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [errorOf(field)]: _gone, ...rest }) => rest);
  };

  /** Before an SMS code is sent: the phone must be valid, or its message shows. */
  const checkPhone = () => {
    const problem = phoneError(values.phone, pattern);
    setErrors((current) => ({ ...current, phone: problem }));
    if (problem) showToast(t(problem));
    return !problem;
  };

  const submit = (send: (values: V) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const found = validate(values, pattern);
      setErrors(found);
      const first = firstError(found);
      if (first) {
        showToast(t(first));
        return;
      }
      try {
        await send(values);
      } catch {
        // shown by the api client; the form keeps what was typed
      }
    });
  };

  return { values, errors, set, checkPhone, submit, pending };
}
