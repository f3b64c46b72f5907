import { memo, useState } from 'react';
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
}

/**
 * A quantity box with minus and plus buttons that move by the item's step (never below 0).
 * What the user types is kept as typed while the field has focus; the parent only ever sees
 * the normalised number (0 and empty are none).
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
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null ? '' : String(value));
  const change = (next: number | null) => {
    setDraft(null);
    onChange(itemId, next);
  };
  return (
    <div className="qty-stepper">
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
  );
});
