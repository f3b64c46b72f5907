import { flagValue } from '../wire/request';
import { validationError, type FieldErrors } from './errors';

/**
 * Laravel-style validation with Laravel's English messages (lang/en/validation.php).
 * Rules on a field stop at its first failure (Laravel's `bail`), so each field carries one message.
 * Values are trimmed like Laravel's TrimStrings middleware (passwords excepted) and empty strings become null.
 */
export type Rule =
  | 'required'
  | 'nullable'
  | 'string'
  | 'email'
  | 'boolean'
  | 'integer'
  | 'numeric'
  | 'confirmed'
  | `min:${number}`
  | `max:${number}`
  | `between:${number},${number}`
  | `digits:${number}`
  | `same:${string}`
  | `in:${string}`;

export type RuleSet = Record<string, readonly Rule[]>;

type Kind<Rs extends readonly Rule[]> = 'boolean' extends Rs[number]
  ? boolean
  : 'integer' extends Rs[number]
    ? number
    : 'numeric' extends Rs[number]
      ? number
      : string;

/** Distributes over conditional rule lists (`a ? ['required'] : ['nullable']`): null unless every variant requires. */
type Nullability<Rs> = Rs extends readonly Rule[] ? ('required' extends Rs[number] ? never : null) : never;

/** A required field is never null; a field that passed `boolean` is a boolean, `integer`/`numeric` a number. */
export type Validated<R extends RuleSet> = {
  [K in keyof R]: Kind<R[K]> | Nullability<R[K]>;
};

export interface ValidateOptions {
  /** Overrides by `field.rule`, e.g. `{ 'password3.same': 'Confirm password not matching.' }`. */
  messages?: Record<string, string>;
  /** Display names, e.g. `{ address1: 'address line 1' }`; default: the key with underscores as spaces. */
  attributes?: Record<string, string>;
}

const TEMPLATES: Record<string, string> = {
  required: 'The :attribute field is required.',
  string: 'The :attribute field must be a string.',
  email: 'The :attribute field must be a valid email address.',
  boolean: 'The :attribute field must be true or false.',
  integer: 'The :attribute field must be an integer.',
  numeric: 'The :attribute field must be a number.',
  confirmed: 'The :attribute field confirmation does not match.',
  'min.string': 'The :attribute field must be at least :min characters.',
  'min.numeric': 'The :attribute field must be at least :min.',
  'max.string': 'The :attribute field must not be greater than :max characters.',
  'max.numeric': 'The :attribute field must not be greater than :max.',
  'between.string': 'The :attribute field must be between :min and :max characters.',
  'between.numeric': 'The :attribute field must be between :min and :max.',
  digits: 'The :attribute field must be :digits digits.',
  same: 'The :attribute field must match :other.',
  in: 'The selected :attribute is invalid.',
};

/** Validates `body` against `rules`; returns only the ruled fields, cleaned, or throws Laravel's 422. */
export function validate<const R extends RuleSet>(body: unknown, rules: R, options: ValidateOptions = {}): Validated<R> {
  const input = isRecord(body) ? body : {};
  const clean: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    const value = normalise(field, input[field]);
    const outcome = checkField(field, value, fieldRules, input, options);
    if (typeof outcome === 'string') errors[field] = [outcome];
    else clean[field] = outcome.value;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return clean as Validated<R>;
}

/** Throws a 422 for one field, for checks that need the database (wrong password, taken email). */
export function failField(field: string, message: string): never {
  throw validationError({ [field]: [message] });
}

function checkField(
  field: string,
  value: unknown,
  rules: readonly Rule[],
  input: Record<string, unknown>,
  options: ValidateOptions,
): string | { value: unknown } {
  const numeric = rules.includes('integer') || rules.includes('numeric');
  const say = (rule: string, key: string, params: Record<string, string> = {}): string => {
    const custom = options.messages?.[`${field}.${rule}`];
    const template = custom ?? TEMPLATES[key] ?? `The :attribute field is invalid.`;
    const attribute = options.attributes?.[field] ?? field.replaceAll('_', ' ');
    return Object.entries({ attribute, ...params }).reduce((text, [k, v]) => text.replaceAll(`:${k}`, v), template);
  };
  if (value === null) return rules.includes('required') ? say('required', 'required') : { value: null };

  let current: unknown = value;
  for (const rule of rules) {
    const [name = '', arg = ''] = rule.split(/:(.*)/s);
    const size = numeric ? Number(current) : typeof current === 'string' ? [...current].length : NaN;
    const sizeKey = numeric ? 'numeric' : 'string';
    switch (name) {
      case 'required':
      case 'nullable':
        break;
      case 'string':
        if (typeof current !== 'string') return say(name, name);
        break;
      case 'email':
        if (typeof current !== 'string' || !isEmail(current)) return say(name, name);
        break;
      case 'boolean': {
        const flag = flagValue(current);
        if (flag === null) return say(name, name);
        current = flag;
        break;
      }
      case 'integer':
      case 'numeric': {
        const n = typeof current === 'number' ? current : typeof current === 'string' ? Number(current) : NaN;
        if (!Number.isFinite(n) || (name === 'integer' && !Number.isInteger(n))) return say(name, name);
        current = n;
        break;
      }
      case 'min':
        if (!(size >= Number(arg))) return say(name, `min.${sizeKey}`, { min: arg });
        break;
      case 'max':
        if (!(size <= Number(arg))) return say(name, `max.${sizeKey}`, { max: arg });
        break;
      case 'between': {
        const [min = '0', max = '0'] = arg.split(',');
        if (!(size >= Number(min) && size <= Number(max))) return say(name, `between.${sizeKey}`, { min, max });
        break;
      }
      case 'digits':
        if (!(typeof current === 'string' && /^\d+$/.test(current) && current.length === Number(arg)))
          return say(name, name, { digits: arg });
        break;
      case 'confirmed':
        if (normalise(field, input[`${field}_confirmation`]) !== current) return say(name, name);
        break;
      case 'same':
        if (normalise(arg, input[arg]) !== current) return say(name, name, { other: arg.replaceAll('_', ' ') });
        break;
      case 'in':
        if (!arg.split(',').includes(String(current))) return say(name, name);
        break;
    }
  }
  if (!rules.includes('boolean') && !numeric && typeof current !== 'string') return say('string', 'string');
  return { value: current };
}

/** TrimStrings + ConvertEmptyStringsToNull, as Laravel's default middleware does before validation. */
function normalise(field: string, raw: unknown): unknown {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') return raw;
  const value = field.includes('password') ? raw : raw.trim();
  return value === '' ? null : value;
}

/** Local part at most 64, domain at most 254, each domain label at most 63. */
export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || domain.length > 254 || domain.length === 0) return false;
  if (!/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(l));
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
