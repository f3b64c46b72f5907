import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../Button';
import type { Choice, DraftPlan } from './draftPlan';

interface Props {
  plan: DraftPlan;
  busy: boolean;
  onSend: (choices: ReadonlyMap<number, Choice>) => void;
  onClose: () => void;
}

/** A draft whose cart changed on the store: both quantities per line, the buyer picks (nothing decided for them). */
export function DraftConflicts({ plan, busy, onSend, onClose }: Props) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Map<number, Choice>>(() => new Map(plan.lines.map((line) => [line.variant_id, 'yours'])));
  const choose = (id: number, choice: Choice) => setChoices((all) => new Map(all).set(id, choice));
  const chooseAll = (choice: Choice) => setChoices(new Map(plan.lines.map((line) => [line.variant_id, choice])));

  return (
    <div className="drafts-conflicts">
      <h3 className="drafts-conflicts__title">{t('drafts.conflict_title')}</h3>
      <p>{plan.cartGone ? t('drafts.cart_gone') : t('drafts.conflict_intro')}</p>
      <div className="drafts-conflicts__scroll">
        <table className="drafts-conflicts__table">
          <thead>
            <tr>
              <th scope="col">{t('drafts.col_item')}</th>
              <th scope="col">{t('drafts.col_store')}</th>
              <th scope="col">{t('drafts.col_yours')}</th>
              <th scope="col">{t('drafts.col_keep')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.lines.map((line) => {
              const name = line.name ?? t('drafts.item', { id: line.variant_id });
              return (
                <tr key={line.variant_id} data-testid={`draft-line-${line.variant_id}`} className={line.conflict ? 'drafts-conflicts__changed' : undefined}>
                  <th scope="row">
                    {name}
                    {line.conflict && <span className="drafts-conflicts__badge">{t('drafts.changed')}</span>}
                  </th>
                  <td data-testid="store-quantity">{line.store}</td>
                  <td data-testid="your-quantity">{line.yours}</td>
                  <td>
                    <fieldset className="drafts-conflicts__choice">
                      <legend className="visually-hidden">{name}</legend>
                      {(['store', 'yours'] as const).map((choice) => (
                        <label key={choice}>
                          <input
                            type="radio"
                            name={`draft-choice-${line.variant_id}`}
                            checked={choices.get(line.variant_id) === choice}
                            onChange={() => choose(line.variant_id, choice)}
                          />
                          {choice === 'store' ? t('drafts.keep_store') : t('drafts.keep_yours')}
                        </label>
                      ))}
                    </fieldset>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="drafts-prompt__actions">
        <Button variant="secondary" size="sm" onClick={() => chooseAll('store')} disabled={busy}>
          {t('drafts.all_store')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => chooseAll('yours')} disabled={busy}>
          {t('drafts.all_yours')}
        </Button>
        <Button size="sm" onClick={() => onSend(choices)} loading={busy}>
          {busy ? t('drafts.sending') : t('drafts.send_choices')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose} disabled={busy}>
          {t('drafts.not_now')}
        </Button>
      </div>
    </div>
  );
}
