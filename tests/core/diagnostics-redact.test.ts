import { describe, expect, it } from 'vitest';
import { REDACTED, redactText, redactValue } from '../../electron/core/diagnostics/redact';

/** The redactor is the last line before a diagnostics file leaves the computer: whatever a log line holds. */
describe('the diagnostics redactor', () => {
  it.each([
    ['a password in a form or query', 'POST /login password=hunter2&remember=1', 'POST /login password=[redacted]&remember=1'],
    ['a PIN', 'kiosk unlock pin=4242 refused', 'kiosk unlock pin=[redacted] refused'],
    ['an e-mail written with %40', 'GET /_api/x?email=mei.ling%40tan-trading.my', 'GET /_api/x?email=[redacted]'],
    ['an e-mail with %40 anywhere', 'for mei.ling%40tan-trading.my', 'for [redacted]'],
    ['a JSON token', '{"token":"abc\\"123","page":2}', '{"token":"[redacted]","page":2}'],
    ['a JSON password with spaces', '{"password" : "s3cr3t"}', '{"password" : "[redacted]"}'],
    ["an order's token in the store's path", 'GET https://shop.example/_api/orders/Xy7pQ2rT9vLm failed', 'GET https://shop.example/_api/orders/[redacted] failed'],
    ["an order's token in a screen path", 'screen /order/Xy7pQ2rT9vLm', 'screen /order/[redacted]'],
  ])('blots out %s', (_what, line, expected) => {
    expect(redactText(line)).toBe(expected);
  });

  it('keeps what helps find a problem: words that merely end like a secret name, the order list and its search', () => {
    for (const line of ['monkey=1 spin=3', 'GET /_api/orders?page=2', 'screen /orders/search?q=bolts', 'GET /orders']) expect(redactText(line)).toBe(line);
  });

  it('blots out the same inside settings values', () => {
    expect(redactValue({ stores: [{ url: 'https://shop.example/order/Xy7pQ2rT9vLm' }] })).toEqual({ stores: [{ url: `https://shop.example/order/${REDACTED}` }] });
  });
});
