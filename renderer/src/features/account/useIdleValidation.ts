import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A field's messages appear once the user has stopped typing for 400 ms. */
const VALIDATION_DELAY_MS = 400;

/**
 * Validates the fields the user changed after they pause, not on every keystroke; submit still
 * validates everything at once. A message goes away as soon as its field is edited (it may be
 * right now) and comes back after the pause if it is still wrong. Programmatic changes
 * (setValue) do not start the timer.
 */
export function useIdleValidation<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'subscribe' | 'trigger' | 'clearErrors'>,
  delay = VALIDATION_DELAY_MS,
) {
  const { subscribe, trigger, clearErrors } = form;
  useEffect(() => {
    const pending = new Set<string>();
    let timer: number | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        if (!name || type !== 'change') return;
        pending.add(name);
        clearErrors(name as Path<V>);
        window.clearTimeout(timer);
        timer = window.setTimeout(() => {
          const names = [...pending] as Path<V>[];
          pending.clear();
          void trigger(names);
        }, delay);
      },
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [subscribe, trigger, clearErrors, delay]);
}
