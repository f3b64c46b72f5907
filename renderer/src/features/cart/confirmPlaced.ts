/** The store API has no length rule for a remark; the review's reference field keeps to a database-safe line. */
export const REFERENCE_MAX_LENGTH = 255;

/** The buyer's reference as it is saved: surrounding spaces dropped, never longer than the field allows. */
export function cleanReference(typed: string): string {
  return typed.trim().slice(0, REFERENCE_MAX_LENGTH);
}

type Answer<T> = { ok: true; data: T } | { ok: false; error: { message: string } };

export interface ConfirmPlacedApi {
  /** PUT update_remark for the new order. */
  updateRemark: (input: { order_token: string; remark: string }) => Promise<Answer<unknown>>;
  /** The order as the store now has it, for its number. */
  getOrder: (input: { token: string }) => Promise<Answer<{ name: string }>>;
}

export interface PlacedConfirmation {
  /** The order's number to name in the confirmation, or null when the store could not be asked. */
  name: string | null;
  /** null: there was no reference to save. false: the order stands, the reference is not on it. */
  referenceSaved: boolean | null;
}

/**
 * What follows a successful Place order: the buyer's reference becomes the order's remark, then the
 * order's number is read for the confirmation. Neither failing undoes the order, so neither throws:
 * the answer says what the buyer must be told.
 */
export async function confirmPlaced(token: string, reference: string, api: ConfirmPlacedApi): Promise<PlacedConfirmation> {
  const remark = cleanReference(reference);
  let referenceSaved: boolean | null = null;
  if (remark) {
    const saved = await api.updateRemark({ order_token: token, remark }).catch(() => null);
    referenceSaved = saved?.ok === true;
  }
  const order = await api.getOrder({ token }).catch(() => null);
  return { name: order?.ok ? order.data.name || null : null, referenceSaved };
}
