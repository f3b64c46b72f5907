import { describe, expect, it } from 'vitest';
import { isEmail, normaliseEmail } from '../../../../renderer/src/features/auth/email';

describe('isEmail', () => {
  it.each(['demo@wholesale.test', 'a.b+orders@shop.example.com', 'BUYER@Example.COM'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    ['no @', 'demo.wholesale.test'],
    ['no local part', '@wholesale.test'],
    ['no domain dot', 'demo@localhost'],
    ['two dots', 'de..mo@wholesale.test'],
    ['a space', 'de mo@wholesale.test'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@wholesale.test`],
    ['a domain label over 63 characters', `demo@${'a'.repeat(64)}.test`],
  ])('refuses an address with %s', (_why, email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('normaliseEmail', () => {
  it('sends the address trimmed and lowercased', () => {
    expect(normaliseEmail('  Demo@Wholesale.TEST ')).toBe('demo@wholesale.test');
  });
});
