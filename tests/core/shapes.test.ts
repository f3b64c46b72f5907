import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dictionarySchema } from '../../contract/schemas/dictionary';
import { arrayOf, envelope, lenientList, list, removalBody, successBody, withNotice } from '../../contract/schemas/shapes';

const item = z.object({ id: z.number() });
const parse = (schema: z.ZodType, body: unknown) => schema.safeParse(body);

describe('envelope: wrapped or bare, read as wrapped', () => {
  const cart = envelope('cart', item);
  it.each([
    ['wrapped', { cart: { id: 1 }, message: 'extra' }],
    ['bare', { id: 1, extra: true }],
  ])('%s', (_name, body) => {
    expect(parse(cart, body)).toEqual({ success: true, data: { cart: { id: 1 } } });
  });

  it('fails on what is neither', () => {
    expect(parse(cart, { cart: [] }).success).toBe(false);
    expect(parse(cart, 'cart').success).toBe(false);
  });
});

describe('list: under its name or bare', () => {
  const countries = list('countries', item);
  it.each([
    ['named', { countries: [{ id: 1 }, { id: 2 }] }],
    ['bare', [{ id: 1 }, { id: 2 }]],
    ['a PHP array with numeric keys', { countries: { 3: { id: 2 }, 0: { id: 1 } } }],
  ])('%s', (_name, body) => {
    expect(parse(countries, body)).toEqual({ success: true, data: { countries: [{ id: 1 }, { id: 2 }] } });
  });

  it.each([
    ['an empty list', []],
    ['null under the name', { countries: null }],
  ])('%s is empty', (_name, body) => {
    expect(parse(countries, body)).toEqual({ success: true, data: { countries: [] } });
  });

  it('fails on an object that is not a list', () => {
    expect(parse(countries, { message: 'no' }).success).toBe(false);
  });
});

describe('arrayOf and lenientList', () => {
  it('reads a null list field as empty', () => {
    expect(parse(arrayOf(item), null)).toEqual({ success: true, data: [] });
  });

  it('drops the entries it cannot read and keeps the rest', () => {
    expect(parse(lenientList(item), [{ id: 1 }, { id: 'x' }, 'odd', { id: 3 }])).toEqual({ success: true, data: [{ id: 1 }, { id: 3 }] });
    expect(parse(lenientList(item), 'not a list')).toEqual({ success: true, data: [] });
  });
});

describe('successBody', () => {
  it.each([
    [true, true],
    [1, true],
    ['true', true],
    ['1', true],
    [{ success: 1 }, true],
    [{ success: true, message: 'Sent' }, true],
    [{ success: 'true' }, true],
    [false, false],
    [0, false],
    [{ success: 0 }, false],
    [{}, false],
  ])('reads %j as success %s', (body, success) => {
    expect(parse(successBody, body)).toEqual({ success: true, data: { success } });
  });

  it('fails on a bare value that is not a flag', () => {
    expect(parse(successBody, 'done').success).toBe(false);
  });
});

describe('removalBody (deletes)', () => {
  it.each([
    ['an empty or 204 body', {}],
    ['null', null],
    ['a body without success', { message: 'Deleted' }],
    ['success 1', { success: 1 }],
    ['a bare true', true],
  ])('%s is done', (_name, body) => {
    expect(parse(removalBody, body)).toEqual({ success: true, data: { success: true } });
  });

  it('a falsy success is not done', () => {
    expect(parse(removalBody, { success: false })).toEqual({ success: true, data: { success: false } });
  });
});

describe('withNotice', () => {
  const cart = withNotice('cart', item);
  it.each([
    ['wrapped, with an Error_Message', { cart: { id: 1 }, errors: { Error_Message: 'Some items changed.' } }, 'Some items changed.'],
    ['bare, with an Error_Message list', { id: 1, errors: { Error_Message: ['One.', 'Two.'] } }, 'One. Two.'],
    ['wrapped, without errors', { cart: { id: 1 } }, null],
    ['bare, with empty errors', { id: 1, errors: [] }, null],
  ])('%s', (_name, body, notice) => {
    expect(parse(cart, body)).toEqual({ success: true, data: { id: 1, notice } });
  });
});

describe('dictionary: nested, flat or mixed, read as nested', () => {
  const nested = { cart: { title: 'Cart', min_purchase_desc: 'Minimum {value}.' }, common: { retry: 'Retry' } };
  it.each([
    ['nested', nested],
    ['flat with dotted keys', { 'cart.title': 'Cart', 'cart.min_purchase_desc': 'Minimum {value}.', 'common.retry': 'Retry' }],
    ['mixed', { cart: { title: 'Cart' }, 'cart.min_purchase_desc': 'Minimum {value}.', 'common.retry': 'Retry' }],
  ])('%s', (_name, body) => {
    expect(parse(dictionarySchema, body)).toEqual({ success: true, data: nested });
  });

  it('skips entries that are not text, one by one, and keys without a section', () => {
    const body = {
      cart: { title: 'Cart', count: 3, nested: { deep: 'x' } }, 'common.retry': 'Retry', 'common.n': null, lonely: 'x', '.x': 'y',
      _version: 3, _meta: { dialect: 'alt' },
    };
    expect(parse(dictionarySchema, body)).toEqual({ success: true, data: { cart: { title: 'Cart' }, common: { retry: 'Retry' } } });
  });

  it('keeps a key with more dots whole under its section', () => {
    expect(parse(dictionarySchema, { 'orders.status.paid': 'Paid' })).toEqual({ success: true, data: { orders: { 'status.paid': 'Paid' } } });
  });

  it('is not a dictionary at all when the body is not an object', () => {
    expect(parse(dictionarySchema, ['cart']).success).toBe(false);
  });
});
