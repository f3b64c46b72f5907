import { describe, expect, it, vi } from 'vitest';
import { createOpenCsv } from '../../electron/adapters/csvDialog';

describe('the CSV open dialog', () => {
  it('offers Excel workbooks, CSV and text files first and answers one path, or null when cancelled', async () => {
    const show = vi.fn().mockResolvedValueOnce({ canceled: false, filePaths: ['/home/b/order lines.csv'] });
    const openCsv = createOpenCsv(show);
    expect(await openCsv()).toBe('/home/b/order lines.csv');
    expect(show.mock.calls[0]?.[0]).toMatchObject({ properties: ['openFile'], filters: [{ extensions: ['xlsx', 'csv', 'txt', 'tsv'] }, { extensions: ['*'] }] });

    show.mockResolvedValueOnce({ canceled: true, filePaths: [] });
    expect(await openCsv()).toBeNull();
  });
});
