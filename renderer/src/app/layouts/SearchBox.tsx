import { useCallback, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { SuggestionList } from '../../components/combobox/SuggestionList';
import { useCombobox } from '../../components/combobox/useCombobox';
import { useSuggest } from '../../components/combobox/useSuggest';
import { productPath } from '../../lib/productLinks';
import { searchQueryAtom } from '../../state/search';
import { searchTarget } from './searchTarget';

/** The header's search box, found by the `/` and Ctrl+K shortcuts. */
export const SEARCH_INPUT_ID = 'header-search';

/**
 * Stores the query in shared state and goes to the product list, which reloads from page 1.
 * As one types, products and SKUs from the catalogue index are suggested (a combobox); choosing
 * one opens its product page, while Enter with no suggestion chosen still searches the store.
 */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useAtom(searchQueryAtom);
  const [text, setText] = useState('');
  const [shown, setShown] = useState('');
  const [typing, setTyping] = useState(false);
  const items = useSuggest(typing ? text : '');

  // The box shows the query where its results are, the product list; on any other screen it is
  // empty, not last search's words. Another screen may clear or change the query; the box follows.
  const wanted = location.pathname === '/' ? query : '';
  if (shown !== wanted) {
    setShown(wanted);
    setText(wanted);
  }

  const open = useCallback(
    (entry: IndexEntry) => {
      setTyping(false);
      const path = productPath(entry.product.handle, entry.variant.id);
      if (path) navigate(path);
      onSearched?.();
    },
    [navigate, onSearched],
  );
  const combo = useCombobox(items, open);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTyping(false);
    setQuery(text.trim());
    navigate(searchTarget(location));
    onSearched?.();
  };

  return (
    <form role="search" className="search-box combobox" onSubmit={submit}>
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        {t('header.search')}
      </label>
      <input
        {...combo.inputProps}
        id={SEARCH_INPUT_ID}
        type="search"
        className="input search-box__input"
        placeholder={t('header.search_placeholder')}
        value={text}
        maxLength={255}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          setTyping(true);
          combo.show();
        }}
        onKeyDown={(event) => void combo.onKeyDown(event)}
        onBlur={() => combo.close()}
      />
      <button type="submit" className="search-box__button" aria-label={t('header.search_button')}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <SuggestionList
        id={combo.listId}
        label={t('header.suggestions')}
        items={items}
        open={combo.open}
        active={combo.active}
        optionId={combo.optionId}
        onChoose={combo.choose}
      />
    </form>
  );
}
