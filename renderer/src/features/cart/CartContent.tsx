import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import type { Cart } from '../../../../contract/schemas/cart';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PendingCancel } from '../../components/PendingCancel';
import { quantitiesChanged, quantitiesReducer, type Quantities } from '../../lib/quantity';
import { cartDraftScope, clearDraft, loadDraft, saveDraft, settleDraft } from '../../lib/quantityDraft';
import { WholesaleNote } from '../../components/WholesaleNote';
import { priceTermsAtom } from '../../state/priceTerms';
import { setCartSummaryAtom } from '../../state/cart';
import { storeOnlineAtom } from '../../state/connectivity';
import { estimateCart } from '../../lib/cartEstimate';
import { shopAtom } from '../../state/shop';
import { BillingAddressSelect } from './BillingAddressSelect';
import { CartTable } from './CartTable';
import { CartTotals } from './CartTotals';
import { CartWarnings } from './CartWarnings';
import { PlaceOrderReview } from './PlaceOrderReview';
import { usePlaceOrder } from './usePlaceOrder';
import { useUpdateCart } from './useUpdateCart';
import { useStoreWritable } from '../../components/useStoreWritable';
import { useToast } from '../../components/toast/useToast';
import { SaveStatus } from './SaveStatus';
import { useUndoRemove } from './useUndoRemove';
import { useClearCart } from './useClearCart';
import { lineName, linesToFix, rowProblems } from './rowProblems';
import { focusLineFix } from './focusLineFix';
import { cartQuery } from '../../state/query/cartQuery';
import { resultOf } from '../../state/query/storeAnswer';
import { QueueOrderButton } from './outbox/QueueOrderButton';
import { useKeptBillingAddress } from './useKeptBillingAddress';
import { useCartScan } from './useCartScan';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { CartAnnouncer, type CartSaid } from './CartAnnouncer';
import { cartChangeSaid } from './cartChangeSaid';

const savedQuantities = (cart: Cart): Quantities => new Map(cart.order_item.map((item) => [item.variant_id, item.quantity]));

/**
 * A filled cart: warnings, the item table, Clear cart, totals, billing address, Update cart (while a
 * change waits) and Place order.
 * `stale`: the cart as last read while the store is asked again: shown, but nothing is sent from it.
 */
export function CartContent({ cart, stale = false, onSaved, onScanNew }: { cart: Cart; stale?: boolean; onSaved: (cart: Cart) => void; onScanNew: (entry: IndexEntry) => void }) {
  const { t } = useTranslation();
  const store = useStoreWritable();
  const shop = useAtomValue(shopAtom);
  const terms = useAtomValue(priceTermsAtom);
  const locale = terms.locale;
  const saved = useMemo(() => savedQuantities(cart), [cart]);
  const draftScope = cartDraftScope(cart.cart_token);
  // Edits survive a renderer crash and reload: restored here, written after each change.
  const [quantities, dispatch] = useReducer(quantitiesReducer, saved, (base) => loadDraft(draftScope, base));
  useEffect(() => saveDraft(draftScope, quantities, saved), [draftScope, quantities, saved]);
  // The store's cart read again while this screen is open (a scanned variant added, a second scan
  // of it answered after the first): each line the buyer has not changed shows what the store holds.
  const shownCart = useRef(saved);
  useEffect(() => {
    dispatch({ type: 'arrived', before: shownCart.current, saved });
    shownCart.current = saved;
  }, [saved]);
  const [billingId, setBillingId] = useKeptBillingAddress(cart);

  // The cart as the store last answered: taken in at once, not at the next render, so an Undo
  // waiting for a removal's answer reads the cart that answer left.
  const cartRef = useRef(cart);
  useLayoutEffect(() => {
    cartRef.current = cart;
  });
  // Each saved change is said once to a screen reader; removals a toast says are left to the toast.
  const [said, setSaid] = useState<CartSaid | null>(null);
  const toldByToast = useRef(new Set<number>());
  const save = useCallback(
    (next: Cart, sent: Quantities) => {
      const text = cartChangeSaid(cartRef.current, next, sent, toldByToast.current, t, locale);
      if (text) setSaid((last) => ({ id: (last?.id ?? 0) + 1, text }));
      for (const id of sent.keys()) toldByToast.current.delete(id);
      cartRef.current = next;
      const saved = savedQuantities(next);
      // What the store now holds is no longer a draft, nor is a line it no longer has.
      settleDraft(draftScope, saved, sent);
      // Quantities typed while the request was out stay, to go with the next one.
      dispatch({ type: 'saved', sent, saved });
      shownCart.current = saved;
      onSaved(next);
    },
    [onSaved, draftScope, t, locale],
  );
  // Nothing is sent to a store that cannot be reached: what is typed then is kept as a draft.
  const offline = !useAtomValue(storeOnlineAtom);
  const { updating, sending, pending, failed, changed, saveNow, updateCart, settled } = useUpdateCart(cart, quantities, save, { paused: stale || offline });
  const unsaved = quantitiesChanged(quantities, saved);
  // Typed while the store is away, the cart is priced here as its rows are: its totals, the header
  // and an order kept until the store is back all show that one estimate.
  const estimate = useMemo(() => estimateCart(cart, quantities, terms.wholesale), [cart, quantities, terms.wholesale]);
  const setSummary = useSetAtom(setCartSummaryAtom);
  const offlineSubtotal = offline ? estimate.subtotal : null;
  useEffect(() => {
    if (offlineSubtotal !== null && cart.cart_token) setSummary({ cart_token: cart.cart_token, subtotal: offlineSubtotal, currency: cart.currency });
  }, [offlineSubtotal, cart.cart_token, cart.currency, setSummary]);

  const [reviewing, setReviewing] = useState(false);
  const [reference, setReference] = useState('');
  const summaryTitle = useRef<HTMLHeadingElement>(null);
  const summaryId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  // Placed from the review, the button that opened it is busy and cannot take the focus back: the
  // summary it sits in does, so Tab reaches the slow store's Cancel next instead of the page's top.
  const reviewed = useRef(false);
  useEffect(() => {
    if (reviewing) {
      reviewed.current = true;
      return;
    }
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (reviewed.current && lost) summaryTitle.current?.focus({ preventScroll: true });
    reviewed.current = false;
  }, [reviewing]);
  // Each warning that names a line sits on that row; only the rest stay in the box above.
  const problems = useMemo(() => rowProblems(cart, t, locale, terms.allowPreorder), [cart, t, locale, terms.allowPreorder]);
  // Place order refused for some lines: the keyboard lands on the first one's fix once its row shows it.
  const [fixFirst, setFixFirst] = useState<{ id: number } | null>(null);
  useEffect(() => {
    if (fixFirst) focusLineFix(fixFirst.id);
  }, [fixFirst]);
  const pointToFixes = useCallback(
    (fresh?: Cart) => {
      const current = fresh ?? cartRef.current;
      const lines = linesToFix(current, rowProblems(current, t, locale, terms.allowPreorder).byRow);
      if (lines[0]) setFixFirst({ id: lines[0].variant_id });
      return lines.map(lineName);
    },
    [t, locale, terms.allowPreorder],
  );
  const client = useQueryClient();
  const reread = useCallback(async () => {
    const token = cartRef.current.cart_token;
    if (!token) return null;
    const answer = await resultOf(client.fetchQuery({ ...cartQuery(token), staleTime: 0 }));
    if (!answer.ok) return null;
    save(answer.data, savedQuantities(cartRef.current));
    return answer.data;
  }, [save, client]);
  const { phase, readyToPlace, placeOrder, cancel, cancelling, unsure, checking, lookAgain } = usePlaceOrder({
    onPlaced: () => clearDraft(draftScope),
    pointToFixes,
    reread,
    cart,
    quantities,
    locale,
    facts: {
      unsaved,
      minPurchaseAmount: shop?.min_purchase_amount ?? 0,
      totalPrice: cart.total_price,
      billingAddressId: billingId,
      inventoryWarnings: cart.inventory_warning,
      linesOverStock: linesToFix(cart, problems.byRow).length,
    },
  });

  // Stable callbacks so a keystroke in one row does not repaint the others.
  const onQuantity = useCallback(
    (id: number, quantity: number | null) => {
      dispatch({ type: 'set', id, quantity });
      changed();
    },
    [changed],
  );
  // Sent once the render that holds the change is done (Remove, a row's fix): at once, no waiting.
  const [sendSoon, setSendSoon] = useState(0);
  useEffect(() => {
    if (sendSoon > 0) void saveNow();
  }, [sendSoon, saveNow]);
  const toast = useToast();
  const onSetNow = useCallback((id: number, quantity: number) => {
    dispatch({ type: 'set', id, quantity });
    setSendSoon((n) => n + 1);
  }, []);
  const setQuantity = useCallback((id: number, quantity: number) => dispatch({ type: 'set', id, quantity }), []);
  useCartScan({ cartRef, quantities, onQuantity, onScanNew });
  const undoRemove = useUndoRemove({ cartRef, onSaved: save, setQuantity, setNow: onSetNow, settled });
  // Clear cart's toast says every line went.
  const clearLine = useCallback(
    (id: number, quantity: number) => {
      toldByToast.current.add(id);
      onSetNow(id, quantity);
    },
    [onSetNow],
  );
  const onClear = useClearCart({ cartRef, onSaved: save, setQuantity, setNow: clearLine, settled });
  const onRemove = useCallback(
    (id: number) => {
      const item = cartRef.current.order_item.find((line) => line.variant_id === id);
      toldByToast.current.add(id);
      onSetNow(id, 0);
      if (!item) return;
      const name = lineName(item);
      toast.success(t('cart.removed', { name }), [{ label: t('cart.undo'), run: () => void undoRemove(id, item.quantity) }]);
    },
    [onSetNow, toast, t, undoRemove],
  );
  // Saved, Update cart goes (nothing waits): the keyboard stays in the summary, not at the page's top.
  const onUpdateCart = useCallback(async () => {
    await updateCart();
    requestAnimationFrame(() => {
      if (document.activeElement === null || document.activeElement === document.body) summaryTitle.current?.focus({ preventScroll: true });
    });
  }, [updateCart]);
  // Place order sends what waits first; the review opens once the render after it has the store's cart.
  const [toReview, setToReview] = useState(0);
  const [preparing, setPreparing] = useState(false);
  const onPlace = useCallback(async () => {
    setPreparing(true);
    await saveNow();
    setPreparing(false);
    setToReview((n) => n + 1);
  }, [saveNow]);
  const readyRef = useRef(readyToPlace);
  useLayoutEffect(() => {
    readyRef.current = readyToPlace;
  });
  useEffect(() => {
    if (toReview > 0) setReviewing(readyRef.current());
  }, [toReview]);

  // Typing goes on while a save is out: only a stale cart or an order on its way stops it.
  const busy = stale || phase !== 'idle';

  return (
    <>
      <CartAnnouncer said={said} />
      <WholesaleNote />
      <CartWarnings inventory={problems.restInventory} items={problems.restItems} currency={cart.currency} locale={locale} />
      {/* For a screen reader's heading keys: the cart's lines, then its summary. */}
      <h2 className="visually-hidden">{t('cart.items')}</h2>
      <CartTable
        items={cart.order_item}
        quantities={quantities}
        problems={problems.byRow}
        onQuantity={onQuantity}
        onRemove={onRemove}
        onFix={onSetNow}
        currency={cart.currency}
        locale={locale}
        terms={terms}
        busy={busy}
      />
      <div className="cart-actions">
        <button type="button" className="link-button" onClick={onClear} disabled={busy || !store.writable} aria-describedby={store.describedBy}>
          {t('cart.clear_cart')}
        </button>
      </div>
      <div className="cart-footer">
        <BillingAddressSelect addresses={cart.billing_addresses} value={billingId} onChange={setBillingId} />
        {/* A bar kept in view at the window's foot: the total and Place order, subtotal and discount on demand at narrow widths. */}
        <section className={`panel cart-summary${detailsOpen ? ' cart-summary--open' : ''}`} aria-labelledby={summaryId}>
          <h2 className="cart-summary__title" id={summaryId} ref={summaryTitle} tabIndex={-1}>
            {t('cart.totals')}
          </h2>
          <CartTotals cart={cart} locale={locale} estimate={offline ? estimate : undefined} />
          <SaveStatus unsaved={unsaved} pending={pending || sending} failed={failed} offline={offline} />
          <button type="button" className="link-button cart-summary__toggle" aria-expanded={detailsOpen} onClick={() => setDetailsOpen((open) => !open)}>
            {t(detailsOpen ? 'cart.fewer_details' : 'cart.more_details')}
          </button>
          {unsure && (
            <Alert variant="warning" title={t('cart.order_unknown_title')}>
              <p>{checking ?? t('cart.order_unknown')}</p>
              <div className="button-row">
                <Button variant="secondary" onClick={() => void lookAgain()} disabled={phase !== 'idle'}>
                  {t('cart.look_again')}
                </Button>
                <Link to="/order">{t('cart.check_orders')}</Link>
              </div>
            </Alert>
          )}
          <div className="cart-summary__actions">
            {/* The cart saves itself: Update cart is offered only while a change waits (typed, refused, or not a whole carton). */}
            {unsaved && (
              <Button
                variant="secondary"
                className="cart-summary__update"
                onClick={() => void onUpdateCart()}
                loading={updating}
                disabled={stale || phase !== 'idle' || !store.writable}
                aria-describedby={store.describedBy}
              >
                {t('cart.update_cart')}
              </Button>
            )}
            <Button
              className="cart-summary__place"
              onClick={() => void onPlace()}
              loading={phase === 'placing' || preparing}
              disabled={stale || phase === 'placed' || !store.writable}
              aria-describedby={store.describedBy}
            >
              {phase !== 'placing' ? t('cart.place_order') : cancelling ? t('cart.checking_order') : t('cart.placing_order')}
            </Button>
            <PendingCancel pending={phase === 'placing'} onCancel={cancel} note={t('cart.placing_slow')} label={t('cart.cancel_placing')} />
            {store.note}
            {store.note !== null && !stale && (
              <QueueOrderButton cart={cart} estimate={estimate} billingAddressId={billingId} locale={locale} />
            )}
          </div>
        </section>
      </div>
      {reviewing && (
        <PlaceOrderReview
          cart={cart}
          billingAddressId={billingId}
          locale={locale}
          reference={reference}
          onReference={setReference}
          onCancel={() => setReviewing(false)}
          onPlace={(reference) => {
            setReviewing(false);
            void placeOrder(reference);
          }}
        />
      )}
    </>
  );
}
