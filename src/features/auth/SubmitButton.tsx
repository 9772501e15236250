import { Button } from '../../ui/light/Button';

/** The account forms' full-width submit button: it shows the request under way and cannot send it twice. */
export function SubmitButton({ label, pending }: { label: string; pending: boolean }) {
  return (
    <Button type="submit" color="primary" block size="large" loading={pending} disabled={pending}>
      {label}
    </Button>
  );
}
