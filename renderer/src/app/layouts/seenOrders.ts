/**
 * What the buyer sees at `pathname`, for the Orders badge: the order list (all changed orders are
 * seen), one order (that one is), or neither (null).
 */
export function seenOrders(pathname: string): { token?: string } | null {
  if (/^\/order\/?$/.test(pathname)) return {};
  const match = /^\/order\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return { token: decodeURIComponent(match[1]) };
  } catch {
    return null; // a malformed address names no order
  }
}
