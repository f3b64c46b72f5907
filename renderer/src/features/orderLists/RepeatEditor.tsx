import { useState, type FormEvent } from 'react';
import type { StandingOrder } from '../../../../contract/schemas/standing';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField, Field, SelectField } from '../../components/Field';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { formatDateTime } from '../../i18n/dates';
import { useTranslation } from '../../i18n/useTranslation';
import { failureOf } from '../../state/query/storeAnswer';
import { useSetRhythm } from './api';
import { formOf, rhythmOf, WEEK_ORDER, weekdayName, type RhythmForm } from './rhythm';

/**
 * "Repeat": a list's rhythm (every week or every N weeks on chosen days, or monthly on a day, at a
 * time). When it comes up the app tells the buyer and opens the list's review; nothing is placed
 * without the buyer's confirmation there.
 */
export function RepeatEditor({ listId, standing, locale }: { listId: number; standing: StandingOrder | null; locale: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const setRhythm = useSetRhythm();
  const [form, setForm] = useState<RhythmForm>(() => formOf(standing?.rhythm ?? null));
  const [error, setError] = useState<string | null>(null);
  const change = (patch: Partial<RhythmForm>) => setForm((before) => ({ ...before, ...patch }));
  const save = useSingleFlight(async () => {
    const rhythm = rhythmOf(form);
    if (rhythm === 'no_day') return setError(t('order_lists.repeat_no_day'));
    setError(null);
    try {
      await setRhythm(listId, rhythm);
      toast.success(rhythm ? t('order_lists.repeat_saved') : t('order_lists.repeat_stopped'));
    } catch (thrown) {
      setError(failureOf(thrown).message);
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run();
  };

  return (
    <section className="panel order-lists__repeat" aria-labelledby="list-repeat">
      <h2 id="list-repeat">{t('order_lists.repeat_title')}</h2>
      {standing?.due_at && (
        <Alert variant="warning">{t('order_lists.repeat_due', { date: formatDateTime(standing.due_at, locale) })}</Alert>
      )}
      {standing?.next_at && <p className="muted">{t('order_lists.repeat_next', { date: formatDateTime(standing.next_at, locale) })}</p>}
      <form className="order-lists__repeat-form" onSubmit={submit} noValidate>
        <SelectField label={t('order_lists.repeat_kind')} value={form.kind} onChange={(event) => change({ kind: event.target.value as RhythmForm['kind'] })}>
          <option value="none">{t('order_lists.repeat_none')}</option>
          <option value="weekly">{t('order_lists.repeat_weekly')}</option>
          <option value="monthly">{t('order_lists.repeat_monthly')}</option>
        </SelectField>
        {form.kind === 'weekly' && (
          <>
            <fieldset className="order-lists__days">
              <legend>{t('order_lists.repeat_days')}</legend>
              {WEEK_ORDER.map((day) => (
                <CheckboxField
                  key={day}
                  label={weekdayName(day, locale)}
                  checked={form.days.includes(day)}
                  onChange={(event) => change({ days: event.target.checked ? [...form.days, day] : form.days.filter((d) => d !== day) })}
                />
              ))}
            </fieldset>
            <CountField label={t('order_lists.repeat_every_weeks')} max={12} value={form.everyWeeks} onCount={(everyWeeks) => change({ everyWeeks })} />
          </>
        )}
        {form.kind === 'monthly' && (
          <CountField
            label={t('order_lists.repeat_month_day')}
            hint={t('order_lists.repeat_month_day_hint')}
            max={31}
            value={form.monthDay}
            onCount={(monthDay) => change({ monthDay })}
          />
        )}
        {form.kind !== 'none' && <Field label={t('order_lists.repeat_time')} type="time" value={form.time} required onChange={(event) => change({ time: event.target.value || form.time })} />}
        {error && <Alert variant="danger">{error}</Alert>}
        <div className="button-row">
          <Button type="submit" variant="secondary" loading={save.busy}>
            {t('order_lists.repeat_save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

interface CountFieldProps {
  label: string;
  hint?: string;
  max: number;
  value: number;
  onCount: (count: number) => void;
}

/** Weeks between orders or the day of the month: a whole number from 1 to `max`, a cleared box reading as 1. */
function CountField({ label, hint, max, value, onCount }: CountFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      value={value}
      onChange={(event) => onCount(Math.min(max, Math.max(1, Math.trunc(Number(event.target.value)) || 1)))}
    />
  );
}
