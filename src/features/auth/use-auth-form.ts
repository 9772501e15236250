import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { mobilePatternAtom } from '../../state/config';
import { useDraft } from '../../state/use-draft';
import { focusProblem } from '../../ui/form-problem';
import { useSingleFlight } from '../../ui/use-single-flight';
import { type FieldErrors, type FieldName, firstError, phoneError } from './validate';

/** The form's values: each is a field (its error under the same name), `agreed` is the consent's. */
type Values = { phone: string; agreed?: boolean; code?: string; password?: string };
const errorOf = (field: string): FieldName => (field === 'agreed' ? 'agreement' : (field as FieldName));

/** The account form a draft is of (`draft.auth.<form>` in local storage, src/state/drafts.ts). */
export type AuthDraft = 'login' | 'register' | 'reset';

/**
 * What an account form keeps across a reload: the phone alone (never a password or a code), with the phone the
 * link that opened the form brought (`linked`, '' for none). A draft typed over another link's phone is not
 * read back: coming back from resetting the password of a number fills in that number, not the one typed
 * before; a reload at the same link gives back what was typed over it.
 */
const phoneDraft = (linked: string) =>
  v.pipe(
    v.object({ phone: v.string(), linked: v.literal(linked) }),
    v.transform(({ phone }) => ({ phone })),
  );

/**
 * What the three account forms share: their values and per-field messages (a field's message goes as soon
 * as it is edited), the phone check before an SMS code is sent, and the submit sequence: validate, else send
 * once (`useSingleFlight`). A problem is said once, beside its field, and the focus goes to the first field in
 * trouble (a screen reader reads its message), never in a toast over the same words (src/ui/form-problem.tsx). A failed call keeps
 * everything as typed; its message is shown by the api client.
 * The phone is kept as a draft of `draft` (CONTRACT.md, "Reloads"): the chat app may reload the page while
 * the customer reads the SMS. The form calls `drop` once its write is done.
 */
export function useAuthForm<V extends Values>(
  draft: AuthDraft,
  initial: V,
  validate: (values: V, serverPattern: RegExp | null) => FieldErrors,
) {
  const pattern = useAtomValue(mobilePatternAtom);
  const linked = initial.phone;
  const [kept, keep, drop] = useDraft(`auth.${draft}`, phoneDraft(linked), { phone: linked }, ({ phone }) => ({
    phone,
    linked,
  }));
  const [others, setOthers] = useState(initial);
  const values = { ...others, phone: kept.phone };
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, run } = useSingleFlight();

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    if (field === 'phone') keep({ phone: value as string });
    else setOthers((current) => ({ ...current, [field]: value }));
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

  return { values, errors, set, bind, checkPhone, submit, pending, drop };
}
