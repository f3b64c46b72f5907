import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { searchQueryAtom } from '../../state/search';
import { searchTarget } from './searchTarget';

/** Stores the query in shared state and goes to the product list, which reloads from page 1. */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useAtom(searchQueryAtom);
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  const id = useId();

  // Another screen may clear or change the query; the box follows.
  if (shown !== query) {
    setShown(query);
    setText(query);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
    navigate(searchTarget(location));
    onSearched?.();
  };

  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.search')}
      </label>
      <input
        id={id}
        type="search"
        className="input search-box__input"
        placeholder={t('header.search_placeholder')}
        value={text}
        maxLength={255}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="search-box__button" aria-label={t('header.search_button')}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
