import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { QuoteDocument } from '../../components/document/QuoteDocument';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { StaleMark } from '../../components/StaleMark';
import { CartContent } from './CartContent';
import { CartExportMenu } from './CartExportMenu';
import { AskQuoteButton } from './AskQuoteButton';
import { useCart } from './useCart';
import { OutboxPanel } from './outbox/OutboxPanel';
import { useAtomValue } from 'jotai';
import { priceTermsAtom } from '../../state/priceTerms';
import { useBarcodeScanner } from '../../components/scan/useBarcodeScanner';
import { useScanLookup } from '../../components/scan/useScanLookup';
import { useScanToCart } from '../../components/scan/useScanToCart';
import { CameraScanButton } from '../../components/scan/CameraScanButton';
import './cart.css';

/** /cart: loading (or the cart as last read, while the store is asked), then empty (with a way home) or the filled cart. */
export default function CartScreen() {
  const { t } = useTranslation();
  const { state, refreshing, setCart, reload } = useCart();
  const { locale } = useAtomValue(priceTermsAtom);
  const lines = state.status === 'ready' ? state.cart.order_item.length : 0;
  // A scanned variant not in the cart goes to the store's cart, whose answer has the cart read once
  // (useScanToCart): the screen shows that read, and quantities typed on other lines stay as typed
  // (CartContent takes in only the line that arrived). The filled cart's table takes scans of its
  // own lines (useCartScan).
  const lookup = useScanLookup();
  const addScanned = useScanToCart();
  useBarcodeScanner(
    async (code) => {
      const entry = await lookup(code);
      if (entry) await addScanned(entry);
    },
    { enabled: state.status !== 'ready' },
  );
  return (
    <section className="cart-screen">
      <PageTitle
        title={t('cart.title')}
        subtitle={lines > 0 ? t('cart.lines_count', { count: lines }) : undefined}
        actions={
          state.status === 'ready' ? (
            <>
              <StaleMark stale={refreshing} />
              <CartExportMenu cart={state.cart} />
              <AskQuoteButton cart={state.cart} />
              <CameraScanButton />
            </>
          ) : (
            <CameraScanButton />
          )
        }
      />
      <OutboxPanel locale={locale} onSent={reload} />
      {state.status === 'loading' && <Spinner block label={t('cart.loading')} />}
      {state.status === 'error' && (
        <Alert variant="danger" title={t('cart.load_failed')}>
          <p>{state.error.message}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {state.status === 'empty' && (
        <EmptyState
          icon={<EmptyCartIcon />}
          title={t('cart.empty')}
          action={
            <Link to="/" className={buttonClass('primary')}>
              {t('cart.continue_shopping')}
            </Link>
          }
        />
      )}
      {state.status === 'ready' && <QuoteDocument cart={state.cart} />}
      {/* The store's answer starts the form afresh: quantities and address come from the cart it sent. */}
      {state.status === 'ready' && (
        <CartContent
          key={`${state.cart.cart_token ?? 'cart'}:${refreshing ? 'kept' : 'read'}`}
          cart={state.cart}
          stale={refreshing}
          onSaved={setCart}
          onScanNew={(entry) => void addScanned(entry)}
        />
      )}
    </section>
  );
}

/** Drawn, not an emoji: an emoji needs a colour font the buyer's system may not have (a box shows instead). */
function EmptyCartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
      <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="10" cy="20" r="1.4" fill="currentColor" />
      <circle cx="17" cy="20" r="1.4" fill="currentColor" />
    </svg>
  );
}
