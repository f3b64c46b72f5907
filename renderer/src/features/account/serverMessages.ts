import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { AppError } from '../../../../contract/result';

/** The store's messages concatenated for the form's alert (the field map's, else its one message). */
export function joinedMessages(error: AppError): string {
  const fromFields = Object.values(error.fields ?? {}).flat();
  return fromFields.length > 0 ? fromFields.join(' ') : error.message;
}

/**
 * Marks the form's own fields named in the store's 422 so a screen reader hears which field is
 * wrong; `aliases` maps store keys to form fields (province_code -> the province select).
 */
export function markFieldErrors<V extends FieldValues>(
  error: AppError,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
  aliases: Partial<Record<string, Path<V>>> = {},
): void {
  for (const [key, messages] of Object.entries(error.fields ?? {})) {
    const field = aliases[key] ?? (fields as readonly string[]).find((f) => f === key);
    const message = messages[0];
    if (field && message) setError(field as Path<V>, { type: 'server', message });
  }
}
