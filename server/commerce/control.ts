// STUB (owner: COMMERCE)
import type { ServerContext } from '../context';

export function commerceControl(_ctx: ServerContext) {
  return {};
}
