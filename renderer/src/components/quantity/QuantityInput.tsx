import type { ComponentProps } from 'react';
import { cx } from '../cx';
import { QuantityNote } from './QuantityNote';
import { useQuantityText, type QuantityTextOptions } from './useQuantityText';
import './quantity-input.css';

type InputRest = Omit<ComponentProps<'input'>, keyof QuantityTextOptions | 'type' | 'inputMode' | 'onChange' | 'defaultValue'>;

export type QuantityInputProps = QuantityTextOptions & InputRest;

/**
 * A count typed by the buyer (cart, product page, quick order, order lists, buy again, the outbox's
 * edit): ASCII or full-width digits, group separators, an IME's text. It shows what it understood
 * and flags on the field what it cannot read; see useQuantityText.
 */
export function QuantityInput({ value, onQuantity, onUnread, kept, stock, emptyIsNone, onKeyDown, onFocus, onBlur, className, ...rest }: QuantityInputProps) {
  const { input, note, noteId, unread, answer } = useQuantityText({ value, onQuantity, onUnread, kept, stock, emptyIsNone, onKeyDown, onFocus, onBlur });
  // The screen's own flag (a step, the stock) and the field's are both said.
  const invalid = unread || rest['aria-invalid'] === true || undefined;
  const describedBy = [input['aria-describedby'], rest['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <input
        {...rest}
        {...input}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={cx(className, unread && 'quantity-input--unread')}
      />
      <QuantityNote id={noteId} text={note} unread={unread} answer={answer} />
    </>
  );
}
