import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sortBySchema, type SortBy } from '../../../../preload/schemas/catalog';

const LABEL_KEYS: Record<SortBy, string> = {
  'created_at.desc': 'home.sort_created_at_desc',
  'created_at.asc': 'home.sort_created_at_asc',
  'title.asc': 'home.sort_title_asc',
  'title.desc': 'home.sort_title_desc',
};

export function SortSelect({ value, onChange }: { value: SortBy; onChange: (sort: SortBy) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="catalog-control">
      <label htmlFor={id}>{t('home.sort_label')}</label>
      <select
        id={id}
        className="input input--select catalog-select"
        value={value}
        onChange={(event) => {
          const parsed = sortBySchema.safeParse(event.target.value);
          if (parsed.success) onChange(parsed.data);
        }}
      >
        {sortBySchema.options.map((option) => (
          <option key={option} value={option}>
            {t(LABEL_KEYS[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
