import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './cx';

export interface FrameProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Marks the label with an asterisk and sets `required` on the control. */
  required?: boolean;
  className?: string;
}

/** Ids and aria wiring shared by every field kind. */
export function useFieldIds(id: string | undefined, error: string | null | undefined, hint: ReactNode) {
  const auto = useId();
  const controlId = id ?? auto;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, errorId, hintId, describedBy, invalid: error ? true : undefined };
}

export function Frame({ label, error, hint, required, className, ids, children }: FrameProps & {
  ids: ReturnType<typeof useFieldIds>;
  children: ReactNode;
}) {
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label htmlFor={ids.controlId} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export type FieldProps = FrameProps & ComponentProps<'input'>;

/** Label + input + error text; the input is aria-invalid and described by the error and hint. */
export function Field({ label, error, hint, required, className, id, ...input }: FieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Frame label={label} error={error} hint={hint} required={required} className={className} ids={ids}>
      <input
        {...input}
        id={ids.controlId}
        required={required}
        className="input"
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
      />
    </Frame>
  );
}

export type TextAreaFieldProps = FrameProps & ComponentProps<'textarea'>;

export function TextAreaField({ label, error, hint, required, className, id, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Frame label={label} error={error} hint={hint} required={required} className={className} ids={ids}>
      <textarea
        {...textarea}
        id={ids.controlId}
        required={required}
        className="input input--textarea"
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
      />
    </Frame>
  );
}

export type SelectFieldProps = FrameProps & ComponentProps<'select'>;

export function SelectField({ label, error, hint, required, className, id, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Frame label={label} error={error} hint={hint} required={required} className={className} ids={ids}>
      <select
        {...select}
        id={ids.controlId}
        required={required}
        className="input input--select"
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
      >
        {children}
      </select>
    </Frame>
  );
}

type CheckboxFieldProps = { label: ReactNode; className?: string } & Omit<ComponentProps<'input'>, 'type'>;

export function CheckboxField({ label, className, id, ...input }: CheckboxFieldProps) {
  const auto = useId();
  const controlId = id ?? auto;
  return (
    <div className={cx('check', className)}>
      <input {...input} id={controlId} type="checkbox" className="check__box" />
      <label htmlFor={controlId} className="check__label">
        {label}
      </label>
    </div>
  );
}
