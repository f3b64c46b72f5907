import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authVerifyActivation, authVerifyReset } from './api';
import type { LinkKind } from '../../lib/links';
import { goToLogin } from './flash';

export type Verification = { status: 'checking' } | { status: 'valid'; email: string | null };

/**
 * Checks an e-mailed token with the store as the screen opens. A token the store refuses sends
 * the visitor to login without a message (and 8): a used or stale link needs no drama.
 */
export function useVerifiedToken(kind: LinkKind, token: string | null): Verification {
  const navigate = useNavigate();
  const [verified, setVerified] = useState<{ token: string; email: string | null } | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    const check = async () => {
      if (kind === 'reset') {
        const result = await authVerifyReset({ token });
        return result.ok && result.data.success ? { token, email: result.data.recover_email } : null;
      }
      const result = await authVerifyActivation({ token });
      return result.ok ? { token, email: null } : null;
    };
    void check().then((outcome) => {
      if (!current) return;
      if (outcome) setVerified(outcome);
      else goToLogin(navigate);
    });
    return () => {
      current = false;
    };
  }, [kind, token, navigate]);

  return verified && verified.token === token ? { status: 'valid', email: verified.email } : { status: 'checking' };
}
