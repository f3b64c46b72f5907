import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../server/http/errors';
import { validate, type RuleSet } from '../../../server/http/validation';

function failure(body: unknown, rules: RuleSet): { status: number; body: unknown } {
  try {
    validate(body, rules);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('validate (Laravel rules and wording)', () => {
  it('returns only the ruled fields, trimmed, empty strings as null', () => {
    const clean = validate({ name: '  Ali ', note: '', extra: 'x' }, { name: ['required', 'string'], note: ['nullable', 'string'] });
    expect(clean).toEqual({ name: 'Ali', note: null });
  });

  it('does not trim passwords', () => {
    expect(validate({ password: ' pad ' }, { password: ['required', 'string'] }).password).toBe(' pad ');
  });

  it("summarises like Laravel: first message and '(and N more errors)'", () => {
    expect(failure({}, { a: ['required'], b: ['required'], c: ['required'] }).body).toEqual({
      message: 'The a field is required. (and 2 more errors)',
      errors: { a: ['The a field is required.'], b: ['The b field is required.'], c: ['The c field is required.'] },
    });
    expect(failure({}, { a: ['required'] })).toEqual({ status: 422, body: { message: 'The a field is required.', errors: { a: ['The a field is required.'] } } });
  });

  it.each<[unknown, RuleSet, string]>([
    [{ q: 'abc' }, { q: ['integer'] }, 'The q field must be an integer.'],
    [{ q: 1.5 }, { q: ['integer'] }, 'The q field must be an integer.'],
    [{ q: 'x' }, { q: ['numeric'] }, 'The q field must be a number.'],
    [{ q: 0 }, { q: ['integer', 'min:1'] }, 'The q field must be at least 1.'],
    [{ q: 11 }, { q: ['numeric', 'max:10'] }, 'The q field must not be greater than 10.'],
    [{ q: 'abcdef' }, { q: ['string', 'between:2,5'] }, 'The q field must be between 2 and 5 characters.'],
    [{ q: 'yes' }, { q: ['boolean'] }, 'The q field must be true or false.'],
    [{ q: 'c' }, { q: ['in:a,b'] }, 'The selected q is invalid.'],
    [{ q: '12a' }, { q: ['digits:3'] }, 'The q field must be 3 digits.'],
    [{ q: 5 }, { q: ['string'] }, 'The q field must be a string.'],
    [{ sort_by: 'x' }, { sort_by: ['in:a'] }, 'The selected sort by is invalid.'],
    [{ e: `${'a'.repeat(65)}@example.com` }, { e: ['email'] }, 'The e field must be a valid email address.'],
    [{ e: `a@${'b'.repeat(64)}.com` }, { e: ['email'] }, 'The e field must be a valid email address.'],
  ])('%j against %j fails with its message', (body, rules, message) => {
    const { errors } = failure(body, rules).body as { errors: Record<string, string[]> };
    expect(Object.values(errors)).toEqual([[message]]);
  });

  it('converts numbers and booleans it accepts', () => {
    expect(validate({ n: '42', f: '1', g: 0 }, { n: ['required', 'integer'], f: ['boolean'], g: ['boolean'] })).toEqual({ n: 42, f: true, g: false });
  });

  it('accepts ordinary addresses', () => {
    expect(validate({ e: 'first.last+tag@sub.example.co.uk' }, { e: ['required', 'email'] }).e).toBe('first.last+tag@sub.example.co.uk');
  });
});
