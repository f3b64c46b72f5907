import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { CartContent } from './CartContent';
import { useCart } from './useCart';
import './cart.css';

/** /cart: loading, then empty (with a way home) or the filled cart. */
export default function CartScreen() {
  const { t } = useTranslation();
  const { state, setCart, reload } = useCart();
  const lines = state.status === 'ready' ? state.cart.order_item.length : 0;
  return (
    <section className="cart-screen">
      <PageTitle title={t('cart.title')} subtitle={lines > 0 ? t('cart.lines_count', { count: lines }) : undefined} />
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
          icon="🛒"
          title={t('cart.empty')}
          action={
            <Link to="/" className={buttonClass('primary')}>
              {t('cart.continue_shopping')}
            </Link>
          }
        />
      )}
      {state.status === 'ready' && <CartContent key={state.cart.cart_token ?? 'cart'} cart={state.cart} onSaved={setCart} />}
    </section>
  );
}
