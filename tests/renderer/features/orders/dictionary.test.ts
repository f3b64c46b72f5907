import { describe, expect, it } from 'vitest';
import english from '../../../../resources/locales/en_US/orders.json';

describe('the orders dictionary', () => {
  it('words the messages the spec fixes', () => {
    expect(english.no_record_found).toBe('No record found.');
    expect(english.confirm_remove).toBe('Are you sure you want to remove this attachment?');
    expect(english.upload_error).toBe('Upload error');
  });
});
