import { Frame, useFieldIds, type FrameProps } from '../Field';
import { QuantityInput, type QuantityInputProps } from './QuantityInput';

export type QuantityFieldProps = FrameProps & QuantityInputProps;

/** A labelled quantity box in a form (an order list's new line, the outbox's edit): Field's frame around QuantityInput. */
export function QuantityField({ label, error, hint, required, className, id, ...quantity }: QuantityFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Frame label={label} error={error} hint={hint} required={required} className={className} ids={ids}>
      <QuantityInput {...quantity} id={ids.controlId} required={required} className="input" aria-invalid={ids.invalid} aria-describedby={ids.describedBy} />
    </Frame>
  );
}
