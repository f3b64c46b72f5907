import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { AppError } from '../../../../contract/result';

/**
 * Puts the store's 422 field messages on the form's own fields (the first one gets focus) and
 * returns whether any landed. Fields the form does not have are left to the alert.
 */
export function showFieldErrors<V extends FieldValues>(
  error: AppError,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): boolean {
  let first = true;
  for (const field of fields) {
    const message = error.fields?.[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
