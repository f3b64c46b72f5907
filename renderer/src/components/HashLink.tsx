import type { AnchorHTMLAttributes } from 'react';
import { cx } from './cx';

type HashLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An app path, e.g. '/cart'. */
  to: string;
  /** The page on screen: class `active` and aria-current="page", as react-router's NavLink marks it. */
  current?: boolean;
};

/**
 * A link to an app path as a plain hash anchor: the router is a hash router, so following it is a
 * navigation like any other (the product cards have always linked so). Unlike react-router's Link
 * and NavLink it uses no router hooks, so the header's and footer's links do not each re-render
 * and resolve their path on every navigation: a CPU profile of opening the cart put those at about
 * a fifth of its script time.
 */
export function HashLink({ to, current = false, className, ...rest }: HashLinkProps) {
  return <a {...rest} href={`#${to}`} className={cx(className, current && 'active') || undefined} aria-current={current ? 'page' : undefined} />;
}

/** Whether the route `pathname` is at `to` or under it (`end`: only at it), as NavLink decides. */
export function isAt(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  return !end && to !== '/' && pathname.startsWith(`${to.replace(/\/$/, '')}/`);
}
