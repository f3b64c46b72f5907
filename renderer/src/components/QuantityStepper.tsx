import { memo, useId, useState } from 'react';
import { minusStep, normalizeQuantity, plusStep } from '../lib/quantity';
import './QuantityStepper.css';

interface QuantityStepperProps {
  /** Handed back with each change, so one stable onChange serves every row. */
  itemId: number;
  value: number | null;
  step: number;
  onChange: (itemId: number, quantity: number | null) => void;
  disabled?: boolean;
  /** Accessible names, e.g. "Quantity of Red / L", "Add 6 to Red / L". */
  label: string;
  increaseLabel: string;
  decreaseLabel: string;
  /** Why the quantity cannot be sent (e.g. not a whole number of steps), shown beside the field. */
  error?: string | null;
}

/**
 * A quantity box with minus and plus buttons that move by the item's step (never below 0).
 * What the user types is kept as typed while the field has focus; the parent only ever sees
 * the normalised number (0 and empty are none). An error waits until the typing stops (blur),
 * so "12" in steps of 6 does not flash a complaint at the "1".
 */
export const QuantityStepper = memo(function QuantityStepper({
  itemId,
  value,
  step,
  onChange,
  disabled = false,
  label,
  increaseLabel,
  decreaseLabel,
  error = null,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const errorId = useId();
  const shownError = draft === null ? error : null;
  const shown = draft ?? (value === null ? '' : String(value));
  const change = (next: number | null) => {
    setDraft(null);
    onChange(itemId, next);
  };
  return (
    <>
      <div className={shownError ? 'qty-stepper qty-stepper--invalid' : 'qty-stepper'}>
        <button
          type="button"
          className="qty-stepper__button"
          aria-label={decreaseLabel}
          disabled={disabled || value === null}
          onClick={() => change(minusStep(value, step))}
        >
          −
        </button>
        <input
          className="qty-stepper__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-label={label}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          placeholder="0"
          value={shown}
          disabled={disabled}
          onChange={(event) => {
            const text = event.target.value.replace(/[^0-9]/g, '').slice(0, 7);
            setDraft(text);
            onChange(itemId, normalizeQuantity(text));
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="qty-stepper__button"
          aria-label={increaseLabel}
          disabled={disabled}
          onClick={() => change(plusStep(value, step))}
        >
          +
        </button>
      </div>
      {shownError && (
        <p id={errorId} className="qty-stepper__error">
          {shownError}
        </p>
      )}
    </>
  );
});
