import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthLayout } from '../../components/AuthLayout';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useModal } from '../../components/Modal';
import { useSingleFlight } from '../../components/useSingleFlight';
import { appGetStoreUrl, appSetStoreUrl } from './api';
import { bootStateAtom, runBootAtom } from '../../state/boot';
import { checkStoreUrl } from './storeUrl';

/**
 * First run (no store yet) and "Add a store": ask for the store's address, add it to the list and
 * open it (the other stores keep their sign-in), boot.
 */
export default function ConnectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fromPath = pathLeft(useLocation().state);
  const runBoot = useSetAtom(runBootAtom);
  // The boot already knows the store in use (ready, or unreachable with its address): shown from the
  // first frame, so a buyer who starts typing at once is not overwritten by a late answer.
  const boot = useAtomValue(bootStateAtom);
  const known = boot.phase === 'ready' || boot.phase === 'unreachable' ? boot.storeUrl : null;
  const [url, setUrl] = useState(known ?? '');
  const [current, setCurrent] = useState<string | null>(known);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { ask, modal } = useModal<'switch' | 'cancel'>();

  useEffect(() => {
    void appGetStoreUrl().then((result) => {
      if (result.ok && result.data.url) {
        setCurrent(result.data.url);
        setUrl((typed) => typed || (result.data.url ?? ''));
      }
    });
  }, []);

  const connect = useSingleFlight(async (address: string) => {
    const saved = await appSetStoreUrl({ url: address, ...(fromPath ? { from_path: fromPath } : {}) });
    if (!saved.ok) {
      setFailure(saved.error.message || t('connect.failed'));
      return;
    }
    await runBoot();
    navigate('/', { replace: true });
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (connect.busy) return;
    setFailure(null);
    const check = checkStoreUrl(url);
    if (!check.ok) {
      setFieldError(t(`connect.${check.reason}`));
      return;
    }
    setFieldError(null);
    if (current && current !== check.url) {
      // Another store opens with its own account: make sure it is meant (the current one stays signed in).
      const choice = await ask({
        title: t('connect.switch_title'),
        description: t('connect.switch_desc', { from: current, to: check.url }),
        buttons: [
          { label: t('common.cancel'), value: 'cancel', variant: 'secondary' },
          { label: t('connect.switch_confirm'), value: 'switch', variant: 'primary' },
        ],
      });
      if (choice !== 'switch') return;
    }
    await connect.run(check.url);
  };

  return (
    <AuthLayout title={current ? t('connect.add_title') : t('connect.title')} description={current ? t('connect.add_intro') : t('connect.intro')}>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        {failure && <Alert variant="danger">{failure}</Alert>}
        {current && <p className="muted small">{t('connect.current', { url: current })}</p>}
        <Field
          label={t('connect.url_label')}
          hint={t('connect.url_hint')}
          error={fieldError}
          name="storeUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder={t('connect.url_placeholder')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          autoFocus
          required
        />
        <Button type="submit" size="lg" block loading={connect.busy}>
          {t('connect.submit')}
        </Button>
        {current && (
          <Link to="/" className="center-link">
            {t('common.cancel')}
          </Link>
        )}
        <p className="muted small">{t('connect.privacy')}</p>
      </form>
      {modal}
    </AuthLayout>
  );
}

/** The screen the store menu's "Add a store…" was chosen on (router state; the core checks the path). */
function pathLeft(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  return typeof from === 'string' && from.length <= 2048 ? from : null;
}
