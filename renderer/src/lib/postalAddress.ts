/**
 * One way to write an address everywhere it is shown or printed (the cart, the review before
 * placing, the quote, the order page and its print, the address book): name, company, street,
 * "city, province zip", country, the order the store API gives for an order's addresses. Empty parts are
 * left out. A cart's or account's address has two street lines; an order's has one `street`.
 */
export interface PostalAddress {
  name?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  street?: string | null;
  city?: string | null;
  province?: string | null;
  zip?: string | null;
  country?: string | null;
}

const filled = (part: string | null | undefined): part is string => typeof part === 'string' && part.trim() !== '';
const joined = (parts: readonly (string | null | undefined)[], separator: string): string => parts.filter(filled).map((part) => part.trim()).join(separator);

/** The address's lines, top to bottom; `name: false` leaves the name out (shown apart, e.g. as a heading). */
export function addressLines(address: PostalAddress, { name = true }: { name?: boolean } = {}): string[] {
  return [
    name ? address.name : null,
    address.company,
    address.street,
    address.address1,
    address.address2,
    joined([address.city, joined([address.province, address.zip], ' ')], ', '),
    address.country,
  ]
    .filter(filled)
    .map((line) => line.trim());
}

/** The same address on one line, its lines joined by commas. */
export const addressLine = (address: PostalAddress, options?: { name?: boolean }): string => addressLines(address, options).join(', ');
