import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { shopAtom } from '../state/shop';
import { StoreBrand } from './StoreBrand';
import { StoreMenu } from './stores/StoreMenu';
import { cx } from './cx';

interface AuthLayoutProps {
  /** The card's heading (e.g. "Log in"); omit when the screen renders its own. */
  title?: string;
  /** A line under the heading. */
  description?: ReactNode;
  children: ReactNode;
  /** Wider card for forms with two columns (sign-up). */
  wide?: boolean;
}

/**
 * The layout of the screens a visitor sees before logging in (login, sign-up, reset,
 * activation) and of connect and maintenance: no header or footer, the store's logo or
 * name on top, one centred card.
 */
export function AuthLayout({ title, description, children, wide = false }: AuthLayoutProps) {
  const shop = useAtomValue(shopAtom);
  useEffect(() => {
    if (title) document.title = shop?.name ? `${title} · ${shop.name}` : title;
  }, [title, shop?.name]);
  return (
    <div className="auth-layout">
      <main id="main" className={cx('auth-layout__inner', wide && 'auth-layout__inner--wide')}>
        <div className="auth-layout__brand">
          <StoreBrand />
        </div>
        {/* Signed out of one store, the buyer can still go to another. */}
        <div className="auth-layout__stores">
          <StoreMenu onlyWithOthers />
        </div>
        <section className="card auth-card" aria-labelledby={title ? 'auth-card-title' : undefined}>
          {title && (
            <h1 id="auth-card-title" className="auth-card__title">
              {title}
            </h1>
          )}
          {description && <p className="auth-card__description">{description}</p>}
          {children}
        </section>
      </main>
    </div>
  );
}
