import { z } from 'zod';
import { validationError, type FieldErrors } from '../http/errors';

/**
 * Parses a request part with a zod schema, or throws Laravel's 422 with a field map worded the Laravel way
 * (keys are dotted paths such as `order_items.0.quantity`).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'input';
    if (fields[key]) continue;
    fields[key] = [messageFor(key, issue)];
  }
  throw validationError(fields);
}

function messageFor(key: string, issue: z.core.$ZodIssue): string {
  const attribute = key.replaceAll('_', ' ');
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `The ${attribute} field is required.`
        : `The ${attribute} field must be ${issue.expected === 'number' ? 'a number' : `a ${issue.expected}`}.`;
    case 'invalid_value':
      return `The selected ${attribute} is invalid.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `The ${attribute} field must not be greater than ${String(issue.maximum)} characters.`
        : issue.origin === 'array'
          ? `The ${attribute} field must not have more than ${String(issue.maximum)} items.`
          : `The ${attribute} field must not be greater than ${String(issue.maximum)}.`;
    case 'too_small':
      return issue.origin === 'string'
        ? `The ${attribute} field must be at least ${String(issue.minimum)} characters.`
        : issue.origin === 'array'
          ? `The ${attribute} field must have at least ${String(issue.minimum)} items.`
          : `The ${attribute} field must be at least ${String(issue.minimum)}.`;
    case 'unrecognized_keys':
      return `The ${attribute} field has unexpected keys: ${issue.keys.join(', ')}.`;
    default:
      return `The ${attribute} field is invalid.`;
  }
}
