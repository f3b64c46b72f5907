import { describe, expect, it, vi } from 'vitest';
import { cleanReference, confirmPlaced, REFERENCE_MAX_LENGTH, type ConfirmPlacedApi } from '../../../../renderer/src/features/cart/confirmPlaced';

const order = { ok: true as const, data: { name: '#1042' } };
const failed = { ok: false as const, error: { message: 'The store is down.' } };

function api(overrides: Partial<ConfirmPlacedApi> = {}) {
  const calls: string[] = [];
  const full: ConfirmPlacedApi = {
    updateRemark: vi.fn(async (input) => {
      calls.push(`remark ${input.order_token} ${input.remark}`);
      return { ok: true as const, data: { success: true } };
    }),
    getOrder: vi.fn(async (input) => {
      calls.push(`get ${input.token}`);
      return order;
    }),
    ...overrides,
  };
  return { full, calls };
}

describe('after a successful Place order', () => {
  it("saves the buyer's PO number as the new order's remark, then names the order", async () => {
    const { full, calls } = api();
    expect(await confirmPlaced('tok-1', '  PO-7781  ', full)).toEqual({ name: '#1042', referenceSaved: true });
    // Saved first, so the order read for its number already carries the reference.
    expect(calls).toEqual(['remark tok-1 PO-7781', 'get tok-1']);
  });

  it('sends no remark when the buyer typed no reference', async () => {
    const { full, calls } = api();
    expect(await confirmPlaced('tok-1', '   ', full)).toEqual({ name: '#1042', referenceSaved: null });
    expect(calls).toEqual(['get tok-1']);
  });

  it('says the reference was not saved when the store refuses or the call throws, and still names the order', async () => {
    const refused = api({ updateRemark: async () => failed });
    expect(await confirmPlaced('tok-1', 'PO-1', refused.full)).toEqual({ name: '#1042', referenceSaved: false });
    const thrown = api({ updateRemark: () => Promise.reject(new Error('bridge gone')) });
    expect(await confirmPlaced('tok-1', 'PO-1', thrown.full)).toEqual({ name: '#1042', referenceSaved: false });
  });

  it('has no order number to name when the order cannot be read', async () => {
    const { full } = api({ getOrder: async () => failed });
    expect(await confirmPlaced('tok-1', '', full)).toEqual({ name: null, referenceSaved: null });
  });
});

describe('the reference field', () => {
  it('keeps at most the field length, without surrounding spaces', () => {
    expect(cleanReference(` ${'x'.repeat(REFERENCE_MAX_LENGTH + 10)}`)).toHaveLength(REFERENCE_MAX_LENGTH);
    expect(cleanReference('\tPO 12 \n')).toBe('PO 12');
  });
});
