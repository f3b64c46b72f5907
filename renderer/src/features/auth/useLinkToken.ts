import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LinkKind } from '../../lib/links';
import { useVerifiedToken } from './useVerifiedToken';

/** Where each e-mailed link lands in the app, and the query parameter its token travels in. */
const SCREENS: Record<LinkKind, { path: string; param: string }> = {
  activation: { path: '/activation', param: 'token' },
  reset: { path: '/reset-password', param: 'reset_token' },
};

/**
 * The token in this screen's address (null without one), as the store judged it, and
 * `openPasted`, which puts a token pasted from the e-mail into the address to be checked.
 */
export function useLinkToken(kind: LinkKind) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { path, param } = SCREENS[kind];
  const token = params.get(param) || null;
  const verification = useVerifiedToken(kind, token);
  const openPasted = useCallback(
    (found: string) => void navigate(`${path}?${param}=${encodeURIComponent(found)}`),
    [navigate, path, param],
  );
  return { token, verification, openPasted };
}
