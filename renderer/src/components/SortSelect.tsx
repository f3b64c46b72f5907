import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { sortBySchema, type SortBy } from '../../../contract/schemas/catalog';
import './SortSelect.css';

interface SortSelectProps {
  value: SortBy;
  onChange: (sort: SortBy) => void;
  /**
   * The dictionary section the words come from (`<section>.sort_label`, `<section>.sort_title_asc`...):
   * each screen keeps its own, so a store can word the catalogue and the preview differently.
   */
  section: 'home' | 'preview';
}

/** The product order: newest first, oldest first, title A-Z, title Z-A. */
export function SortSelect({ value, onChange, section }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t(`${section}.sort_label`)}</label>
      <select
        id={id}
        className="input input--select"
        value={value}
        onChange={(event) => {
          const parsed = sortBySchema.safeParse(event.target.value);
          if (parsed.success) onChange(parsed.data);
        }}
      >
        {sortBySchema.options.map((option) => (
          <option key={option} value={option}>
            {t(`${section}.sort_${option.replace('.', '_')}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
