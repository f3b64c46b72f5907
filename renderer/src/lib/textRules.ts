/**
 * The generic text rules the store's forms share ("A generic rule set": required, min,
 * max), checked in Laravel's order so a field shows one message at a time. The screens word the
 * broken rule through their dictionary ("The first name field must not be greater than 45 characters.").
 */
export interface TextLimits {
  required: boolean;
  min?: number;
  max?: number;
}

export type BrokenRule = { rule: 'required' } | { rule: 'min'; min: number } | { rule: 'max'; max: number };

/**
 * The first rule `value` breaks, or null. Like the store (TrimStrings) it measures the trimmed
 * text, counting characters rather than UTF-16 units.
 */
export function brokenRule(value: string, limits: TextLimits): BrokenRule | null {
  const text = value.trim();
  if (text === '') return limits.required ? { rule: 'required' } : null;
  const length = [...text].length;
  if (limits.min !== undefined && length < limits.min) return { rule: 'min', min: limits.min };
  if (limits.max !== undefined && length > limits.max) return { rule: 'max', max: limits.max };
  return null;
}
