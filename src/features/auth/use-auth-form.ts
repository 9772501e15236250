import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { mobilePatternAtom } from '../../state/config';
import { focusProblem } from '../../ui/form-problem';
import { useSingleFlight } from '../../ui/use-single-flight';
import { type FieldErrors, type FieldName, firstError, phoneError } from './validate';

/** The form's values: each is a field (its error under the same name), `agreed` is the consent's. */
type Values = { phone: string; agreed?: boolean; code?: string; password?: string };
const errorOf = (field: string): FieldName => (field === 'agreed' ? 'agreement' : (field as FieldName));

/**
 * What the three account forms share: their values and per-field messages (a field's message goes as soon
 * as it is edited), the phone check before an SMS code is sent, and the submit sequence: validate, else send
 * once (`useSingleFlight`). A problem is said once, beside its field, and the focus goes to the first field in
 * trouble (a screen reader reads its message), never in a toast over the same words (src/ui/form-problem.tsx). A failed call keeps
 * everything as typed; its message is shown by the api client.
 */
export function useAuthForm<V extends Values>(
  initial: V,
  validate: (values: V, serverPattern: RegExp | null) => FieldErrors,
) {
  const pattern = useAtomValue(mobilePatternAtom);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, run } = useSingleFlight();

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [errorOf(field)]: _gone, ...rest }) => rest);
  };

  /** A field's value, change handler and message, as the field components take them. */
  const bind = <K extends keyof V & string>(field: K) => ({
    value: values[field],
    onChange: (value: V[K]) => set(field, value),
    error: errors[errorOf(field)],
  });

  /** Before an SMS code is sent: the phone must be valid, or its message shows beside it. */
  const checkPhone = (event?: { currentTarget: Element }) => {
    const problem = phoneError(values.phone, pattern);
    setErrors((current) => ({ ...current, phone: problem }));
    if (problem) focusProblem(event?.currentTarget.closest('form'));
    return !problem;
  };

  const submit = (send: (values: V) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    void run(async () => {
      const found = validate(values, pattern);
      setErrors(found);
      if (firstError(found)) {
        focusProblem(form);
        return;
      }
      try {
        await send(values);
      } catch {
        // shown by the api client; the form keeps what was typed
      }
    });
  };

  return { values, errors, set, bind, checkPhone, submit, pending };
}
