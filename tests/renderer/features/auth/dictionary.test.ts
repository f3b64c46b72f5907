import { describe, expect, it } from 'vitest';
import english from '../../../../resources/locales/en_US/auth.json';

describe('the auth dictionary', () => {
  it('words validation like the store does (Laravel)', () => {
    expect(english.email_required).toBe('The email field is required.');
    expect(english.email_invalid).toBe('The email field must be a valid email address.');
    expect(english.password_min.replace('{min}', '6')).toBe('The password field must be at least 6 characters.');
    expect(english.forgot_success).toBe('Check your email for instructions to reset your password.');
  });
});
