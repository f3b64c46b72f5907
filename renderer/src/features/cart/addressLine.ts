import type { BillingAddress } from '../../../../preload/schemas/cart';

/** A billing address on one line, empty parts left out: as the cart and the review show it. */
export const addressLine = (a: BillingAddress): string =>
  [a.company, a.address1, a.address2, a.city, a.zip, a.province, a.country].filter((part) => part && part.trim()).join(', ');
