import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../../renderer/src/components/ExportCsvButton';

describe('safeFileName', () => {
  it('keeps a plain name and adds .csv once', () => {
    expect(safeFileName('cart.csv')).toBe('cart.csv');
    expect(safeFileName('order-1042')).toBe('order-1042.csv');
  });

  it('drops what the save dialog contract refuses (folders, odd signs) and never ends up empty', () => {
    expect(safeFileName('../orders/#1042?.csv')).toBe('..orders1042.csv');
    expect(safeFileName('///.csv')).toBe('lines.csv');
  });

  it('puts the workbook extension on an Excel export, whatever the name ended with', () => {
    expect(safeFileName('cart.csv', 'xlsx')).toBe('cart.xlsx');
    expect(safeFileName('order-#1042', 'xlsx')).toBe('order-1042.xlsx');
  });
});
