import { memo, useEffect, useId, useRef, useState } from 'react';
import { minusStep, plusStep } from '../lib/quantity';
import { QuantityNote } from './quantity/QuantityNote';
import { useQuantityText } from './quantity/useQuantityText';
import './QuantityStepper.css';
import './quantity/quantity-input.css';

/** The store API's validation delay: the error waits until the typing has paused this long. */
const ERROR_DELAY_MS = 400;

/**
 * Puts the keyboard on one item's quantity field inside `scope` (a CSS selector), e.g. the first
 * line that cannot be sent. Centred, since a field scrolled to the very top hides under the sticky header.
 */
export function focusQuantity(scope: string, itemId: number): void {
  const input = document.querySelector<HTMLInputElement>(`${scope} input[data-item-id="${itemId}"]`);
  input?.focus({ preventScroll: true });
  input?.scrollIntoView({ block: 'center' });
}

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
  /** false: the - and + buttons are left out of Tab (a long list, where Up and Down in the field do the same). */
  buttonsInTabOrder?: boolean;
  /** false: emptying the box is not "none" (a cart line: only 0, stepping down or Remove take it out). */
  emptyIsNone?: boolean;
  /** The stock in hand, when counted: 100 times past it is asked about first. */
  stock?: number | null;
}

/**
 * A quantity box with minus and plus buttons that move by the item's step (never below 0).
 * What the user types is kept as typed while the field has focus (full-width digits and an IME's
 * text too, read by useQuantityText); the parent only ever sees a number read from it (0 is none),
 * never text it cannot read. An error waits until the typing pauses, so
 * "12" in steps of 6 does not flash a complaint at the "1". Not until blur: the error line pushes
 * the rows below down, and doing that between the press and release of a click on Update cart
 * or Add to cart would make the click miss.
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
  buttonsInTabOrder = true,
  emptyIsNone = true,
  stock = null,
}: QuantityStepperProps) {
  const errorId = useId();
  const [typing, setTyping] = useState(false);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  const shownError = typing ? null : error;
  const field = useQuantityText({
    value,
    emptyIsNone,
    stock,
    onQuantity: (next) => {
      setTyping(true);
      clearTimeout(pause.current);
      pause.current = setTimeout(() => setTyping(false), ERROR_DELAY_MS);
      onChange(itemId, next);
    },
    onKeyDown: (event) => {
      // Up and Down move by one step (a carton), like the buttons, without leaving the keyboard.
      if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault();
        change(event.key === 'ArrowUp' ? plusStep(value, step) : minusStep(value, step));
      }
    },
  });
  const change = (next: number | null) => {
    field.forget();
    onChange(itemId, next);
  };
  const flagged = field.unread || Boolean(field.answer) || Boolean(shownError);
  const describedBy = [field.note ? field.noteId : null, shownError && !field.unread ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div className={flagged ? 'qty-stepper qty-stepper--invalid' : 'qty-stepper'}>
        <button
          type="button"
          className="qty-stepper__button"
          tabIndex={buttonsInTabOrder ? undefined : -1}
          aria-label={decreaseLabel}
          disabled={disabled || value === null}
          onClick={() => change(minusStep(value, step))}
        >
          −
        </button>
        <input
          {...field.input}
          className="qty-stepper__input"
          aria-label={label}
          data-item-id={itemId}
          aria-invalid={flagged ? true : undefined}
          aria-describedby={describedBy}
          placeholder="0"
          disabled={disabled}
        />
        <button
          type="button"
          className="qty-stepper__button"
          tabIndex={buttonsInTabOrder ? undefined : -1}
          aria-label={increaseLabel}
          disabled={disabled}
          onClick={() => change(plusStep(value, step))}
        >
          +
        </button>
      </div>
      <QuantityNote id={field.noteId} text={field.note} unread={field.unread} answer={field.answer} />
      {shownError && !field.unread && (
        <p id={errorId} className="qty-stepper__error">
          {shownError}
        </p>
      )}
    </>
  );
});
