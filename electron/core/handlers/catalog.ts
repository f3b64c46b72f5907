import { fail } from '../../../contract/result';
import * as catalog from '../api/catalog';
import type { SessionLookups } from '../catalog/session-lookups';
import type { Handlers } from '../deps';
import { MESSAGES } from '../http/errors';
import type { StoreHolder } from '../store-holder';
import { withStore } from './guard';

/** The catalogue calls: the product list feeds the lookup's index, so a card the buyer opens is known. */
export function catalogHandlers(holder: StoreHolder, lookups: SessionLookups): Pick<Handlers, 'catalog:products' | 'catalog:product'> {
  return {
    'catalog:products': withStore(holder, async (c, input) => {
      const lookup = lookups.current();
      const answer = await catalog.listProducts(c, input);
      // Prices are the customer's: a page asked for before a logout or another login is not kept.
      if (answer.ok && lookups.current() === lookup) lookup?.remember(answer.data);
      return answer;
    }),
    'catalog:product': async (input) => {
      const lookup = lookups.current();
      if (!lookup) return fail({ kind: 'not_configured', message: MESSAGES.not_configured });
      return 'handle' in input ? lookup.byHandle(input.handle) : lookup.byVariant(input.variant_id);
    },
  };
}
