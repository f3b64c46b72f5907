import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { KeyboardHelp } from './KeyboardHelp';
import { SEARCH_INPUT_ID } from './SearchBox';
import { useShortcuts } from './useShortcuts';
import './keyboard-help.css';

/**
 * The header's "Keyboard" button and the app-wide keys: `/` and Ctrl+K put the keyboard in the
 * search box (unfolding the narrow window's menu first if the box is folded away), `?` opens the help.
 */
export function KeyboardShortcuts({ unfoldMenu }: { unfoldMenu: () => void }) {
  const { t } = useTranslation();
  const [helpOpen, setHelpOpen] = useState(false);
  useShortcuts((shortcut) => {
    if (shortcut === 'help') setHelpOpen(true);
    else focusSearch(unfoldMenu);
  });
  return (
    <>
      <button type="button" className="nav-link nav-link--quiet nav-link--button" aria-haspopup="dialog" title={t('header.keyboard_open')} onClick={() => setHelpOpen(true)}>
        {t('header.keyboard')}
      </button>
      <KeyboardHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}

function focusSearch(unfoldMenu: () => void) {
  const input = document.getElementById(SEARCH_INPUT_ID);
  if (!(input instanceof HTMLInputElement)) return;
  const focus = () => {
    input.focus();
    input.select();
  };
  if (input.getClientRects().length > 0) return focus();
  unfoldMenu();
  requestAnimationFrame(focus);
}
