import { Spinner } from '../../components/Spinner';

/** Shown while the store checks an e-mailed token (reset password, activation). */
export function TokenChecking({ label }: { label: string }) {
  return (
    <div className="auth-checking">
      <Spinner size="lg" block label={label} />
    </div>
  );
}
