import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { shopAtom } from '../state/shop';

interface PageTitleProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons or controls shown at the right of the heading. */
  actions?: ReactNode;
}

/** The screen's <h1>; also names the window "Title · Store". */
export function PageTitle({ title, subtitle, actions }: PageTitleProps) {
  const shop = useAtomValue(shopAtom);
  useEffect(() => {
    document.title = shop?.name ? `${title} · ${shop.name}` : title;
  }, [title, shop?.name]);
  return (
    <div className="page-title">
      <div className="page-title__text">
        <h1>{title}</h1>
        {subtitle && <p className="page-title__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-title__actions">{actions}</div>}
    </div>
  );
}
