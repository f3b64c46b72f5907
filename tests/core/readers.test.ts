import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { decodeEntities } from '../../contract/schemas/entities';
import { count, date, flag, htmlText, id, money, orderNumber, text } from '../../contract/schemas/readers';

/** Each row: what a store may send, and what the screens get (or `FAILS`). */
const FAILS = Symbol('fails');
type Row = [unknown, unknown];

function table(name: string, reader: z.ZodType, rows: Row[]) {
  describe(name, () => {
    it.each(rows)('reads %j as %j', (input, expected) => {
      const parsed = reader.safeParse(input);
      if (expected === FAILS) expect(parsed.success).toBe(false);
      else expect(parsed).toEqual({ success: true, data: expected });
    });
  });
}

table('money: a number or a numeric string', money, [
  [12.5, 12.5],
  ['12.50', 12.5],
  [' 7 ', 7],
  [0, 0],
  ['-3.25', -3.25],
  ['', FAILS],
  ['12,50', FAILS],
  ['abc', FAILS],
  [null, FAILS],
]);

table('count: a whole number or its string', count, [
  [3, 3],
  ['3', 3],
  ['3.0', 3],
  ['3.5', FAILS],
  [true, FAILS],
]);

table('id: a number or a numeric string', id, [
  [42, 42],
  ['42', 42],
  ['#42', FAILS],
]);

table('text: a string, or a number a store sent for one', text, [
  ['50450', '50450'],
  [50450, '50450'],
  [null, FAILS],
]);

table('flag: booleans, 1/0 and their strings', flag, [
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
  ['true', true],
  ['false', false],
  ['TRUE', true],
  [null, false],
  [undefined, false],
  ['yes', FAILS],
  [2, FAILS],
]);

table('orderNumber: shown as the store numbers it, with # for a bare number', orderNumber, [
  [1042, '#1042'],
  ['1042', '#1042'],
  ['#1042', '#1042'],
  [' SO-1042 ', 'SO-1042'],
  ['', FAILS],
  [null, FAILS],
]);

table('date: one ISO string in UTC', date, [
  ['2025-03-05T15:07:00+08:00', '2025-03-05T07:07:00.000Z'],
  ['2025-03-05T15:07:00+0800', '2025-03-05T07:07:00.000Z'],
  ['2025-03-05T07:07:00Z', '2025-03-05T07:07:00.000Z'],
  ['2025-03-05T07:07:00.123Z', '2025-03-05T07:07:00.123Z'],
  // Without a zone: read as UTC, never as the buyer's local time.
  ['2025-03-05 07:07:00', '2025-03-05T07:07:00.000Z'],
  ['2025-03-05T07:07:00', '2025-03-05T07:07:00.000Z'],
  ['2025-03-05 07:07', '2025-03-05T07:07:00.000Z'],
  ['2025-03-05', '2025-03-05T00:00:00.000Z'],
  ['2025-03-05 15:07:00+08:00', '2025-03-05T07:07:00.000Z'],
  [1741158420, '2025-03-05T07:07:00.000Z'],
  [1741158420000, '2025-03-05T07:07:00.000Z'],
  // Unreadable text is kept so the screen can still show it.
  ['next Tuesday', 'next Tuesday'],
  ['', FAILS],
  [null, FAILS],
]);

table('htmlText: entities decoded', htmlText, [
  ['Kedah &amp; Perlis', 'Kedah & Perlis'],
  ['Cote d&#39;Ivoire', "Cote d'Ivoire"],
  ['&quot;Q&quot; &lt;b&gt;', '"Q" <b>'],
  ['Cura&#231;ao', 'Curaçao'],
  ['Cura&#xE7;ao', 'Curaçao'],
  ['R&eacute;union &amp;amp;', 'R&eacute;union &amp;'],
  ['Plain', 'Plain'],
  [12, '12'],
]);

describe('decodeEntities', () => {
  it('leaves what is not an entity, and code points that are not characters', () => {
    expect(decodeEntities('A & B; &#0; &#xD800; &#99999999;')).toBe('A & B; &#0; &#xD800; &#99999999;');
  });
});
