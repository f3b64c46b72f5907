import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useTranslation } from '../../i18n/useTranslation';

interface NameFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** The name as typed (trimmed, never empty); answers why it was not taken, or null. */
  onSubmit: (name: string) => Promise<string | null>;
}

/** A list's name, for a new list or a rename: an empty name is refused at its field and nothing is sent. */
export function NameForm({ label, submitLabel, initial = '', onSubmit }: NameFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('order_lists.name_required'));
    setError(await onSubmit(name.trim()));
  };
  return (
    <form className="order-lists__new" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={label}
        value={name}
        maxLength={120}
        error={error ?? undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </form>
  );
}
