// @vitest-environment jsdom
import { act, createElement, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../../renderer/src/i18n/setup';
import { QuantityStepper } from '../../../../renderer/src/components/QuantityStepper';
import { testScreen } from '../testScreen';
import { QuantityInput } from '../../../../renderer/src/components/quantity/QuantityInput';

const screen = testScreen();
beforeAll(() => setupI18n());

const field = () => screen.host().querySelector('input')!;
const note = () => screen.host().querySelector('.quantity-note')?.textContent ?? null;

/** Text arriving as the browser sends it: the value set, then an input event (composing or not). */
async function type(text: string, composing = false) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field(), text);
    field().dispatchEvent(new InputEvent('input', { bubbles: true, isComposing: composing, data: text }));
  });
}

/** A cart line's box: its owner follows each quantity handed up, as the cart does. */
function CartLine({ onChange }: { onChange: (id: number, quantity: number | null) => void }) {
  const [quantity, setQuantity] = useState<number | null>(12);
  return createElement(QuantityStepper, {
    itemId: 7,
    value: quantity,
    step: 1,
    label: 'Quantity of Bolt',
    increaseLabel: '+',
    decreaseLabel: '-',
    emptyIsNone: false,
    onChange: (id: number, next: number | null) => {
      setQuantity(next);
      onChange(id, next);
    },
  });
}
const showCartLine = (onChange: (id: number, quantity: number | null) => void) => screen.show(createElement(CartLine, { onChange }));

describe('the quantity input', () => {
  it('reads full-width digits into the quantity and shows what it understood', async () => {
    const onChange = vi.fn();
    await showCartLine(onChange);
    await type('３６');
    expect(onChange).toHaveBeenLastCalledWith(7, 36);
    expect(field().value).toBe('３６');
    expect(note()).toBe('Read as 36');
  });

  it('keeps text it cannot read in the field, flagged with the reason, and never hands it up as none', async () => {
    const onChange = vi.fn();
    await showCartLine(onChange);
    await type('12箱');
    expect(onChange).not.toHaveBeenCalledWith(7, null);
    expect(onChange).not.toHaveBeenCalledWith(7, 0);
    expect(field().value).toBe('12箱');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(note()).toBe('Type digits only: “12箱” is not a quantity.');
    await act(async () => field().dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(field().value).toBe('12箱');
  });

  it('does not take an emptied cart line for a removal', async () => {
    const onChange = vi.fn();
    await showCartLine(onChange);
    await type('');
    expect(onChange).not.toHaveBeenCalled();
    await type('0');
    expect(onChange).toHaveBeenLastCalledWith(7, null);
  });

  it('reads an IME text once it is committed, and lets the committing Enter do nothing', async () => {
    const onQuantity = vi.fn();
    const onKeyDown = vi.fn();
    await screen.show(createElement(QuantityInput, { value: null, onQuantity, onKeyDown, 'aria-label': 'Quantity' }));
    await type('１', true);
    await type('１２', true);
    expect(onQuantity).not.toHaveBeenCalled();
    await act(async () => field().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, isComposing: true, bubbles: true })));
    expect(onKeyDown).not.toHaveBeenCalled();
    await act(async () => field().dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '１２' })));
    expect(onQuantity).toHaveBeenLastCalledWith(12);
    await act(async () => field().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true })));
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});

describe('a quantity far past the one before', () => {
  it('is asked about before it is handed up, and handed up only when the buyer says so', async () => {
    const onChange = vi.fn();
    await showCartLine(onChange);
    await act(async () => field().focus());
    await type('1200');
    expect(onChange).not.toHaveBeenCalledWith(7, 1200);
    expect(note()).toContain('1,200 is far more than 12');
    const use = Array.from(screen.host().querySelectorAll('button')).find((b) => b.textContent === 'Use 1,200')!;
    await act(async () => use.click());
    expect(onChange).toHaveBeenLastCalledWith(7, 1200);
    expect(field().value).toBe('1200');
  });
});
