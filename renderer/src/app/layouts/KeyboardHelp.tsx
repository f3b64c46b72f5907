import { useTranslation } from '../../i18n/useTranslation';
import { Modal } from '../../components/Modal';

interface KeyboardHelpProps {
  open: boolean;
  onClose: () => void;
}

const KEYS = [
  { keys: ['/'], what: 'key_search' },
  { keys: ['Ctrl', 'K'], what: 'key_search_anywhere' },
  { keys: ['?'], what: 'key_help' },
  { keys: ['↑', '↓', 'Enter'], what: 'key_suggestions' },
  { keys: ['Tab', 'Enter'], what: 'key_product' },
  { keys: ['↑', '↓'], what: 'key_cart' },
  { keys: ['Enter'], what: 'key_quick' },
  { keys: ['Ctrl', 'Enter'], what: 'key_quick_add' },
  { keys: ['Esc'], what: 'key_escape' },
] as const;

/** The "Keyboard" help: every key the app answers, as a definition list in a dialog. */
export function KeyboardHelp({ open, onClose }: KeyboardHelpProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('header.keyboard_title')} buttons={[{ label: t('common.close'), value: null, variant: 'primary' }]} onResult={onClose}>
      <dl className="keyboard-help">
        {KEYS.map(({ keys, what }) => (
          <div key={what} className="keyboard-help__row">
            <dt>
              {keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{t(`header.${what}`)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
