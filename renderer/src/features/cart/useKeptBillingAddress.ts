import { useCallback, useEffect, useRef, useState } from 'react';
import type { Cart } from '../../../../contract/schemas/cart';
import { draftsGetForm, draftsSaveForm } from '../../lib/api';

const primaryAddressId = (cart: Cart): number | null => cart.billing_addresses.find((a) => a.is_primary)?.id ?? null;

/**
 * The billing address chosen for the cart, kept with the buyer's other unsent input: a quit, a
 * reload or a day offline brings back the choice, as long as the address is still one of the cart's.
 * Until the buyer chooses, it is the primary address.
 */
export function useKeptBillingAddress(cart: Cart): [number | null, (id: number | null) => void] {
  const [chosen, setChosen] = useState<number | null>(() => primaryAddressId(cart));
  // A choice made while the kept one was being read wins over it.
  const touched = useRef(false);
  const addresses = cart.billing_addresses;

  useEffect(() => {
    let current = true;
    void draftsGetForm({ form: 'billing_address' }).then((answer) => {
      const kept = answer.ok && answer.data.draft?.form === 'billing_address' ? answer.data.draft.address_id : null;
      if (current && !touched.current && kept !== null && addresses.some((a) => a.id === kept)) setChosen(kept);
    });
    return () => {
      current = false;
    };
  }, [addresses]);

  const choose = useCallback((id: number | null) => {
    touched.current = true;
    setChosen(id);
    void draftsSaveForm(id === null ? { form: 'billing_address', clear: true } : { form: 'billing_address', address_id: id });
  }, []);
  return [chosen, choose];
}
