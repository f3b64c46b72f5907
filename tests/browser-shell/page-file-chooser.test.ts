import { describe, expect, it } from 'vitest';
import { acceptFor } from '../../browser-shell/pageFileChooser';

describe("the page's file chooser for the open dialog's filters", () => {
  it('accepts the file types the dialog names, leaving "All files" to the chooser', () => {
    expect(acceptFor([{ extensions: ['xlsx', 'csv', 'txt', 'tsv'] }, { extensions: ['*'] }])).toBe('.xlsx,.csv,.txt,.tsv');
  });

  it('accepts any file where the dialog names none', () => {
    expect(acceptFor(undefined)).toBe('');
    expect(acceptFor([{ extensions: ['*'] }])).toBe('');
  });
});
