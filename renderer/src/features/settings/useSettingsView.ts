import { useCallback, useEffect, useState } from 'react';
import type { AppError } from '../../../../contract/result';
import type { SettingsView } from '../../../../contract/schemas/desktop';
import { settingsGet } from '../../lib/api';

export type ViewState = { status: 'loading' } | { status: 'error'; error: AppError } | { status: 'ready'; view: SettingsView };

/** The desktop settings as the core has them (values, or locked on a kiosk); `show` takes a newer answer. */
export function useSettingsView() {
  const [state, setState] = useState<ViewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void settingsGet().then((result) => {
      if (current) setState(result.ok ? { status: 'ready', view: result.data } : { status: 'error', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const show = useCallback((view: SettingsView) => setState({ status: 'ready', view }), []);
  return { state, retry, show };
}
