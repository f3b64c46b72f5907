// STUB (owner: COMMERCE)
import type { ServerContext } from '../context';

export function seedCommerce(_ctx: ServerContext, _options: { products: number; customerIds: number[] }): void {}
