import { describe, expect, it } from 'vitest';
import { extractToken, parseEmailLink } from '../../../renderer/src/lib/links';

const TOKEN = 'f3a9c1d27be84e06a5c4b1d9e2f7a830';

describe('extractToken for a password reset', () => {
  it.each([
    ['the store link', `http://127.0.0.1:8787/reset-password?reset_token=${TOKEN}`],
    ['a link with more parameters', `https://shop.example.com/reset-password?email=a%40b.test&reset_token=${TOKEN}&x=1`],
    ['a hash-router link', `https://shop.example.com/#/reset-password?reset_token=${TOKEN}`],
    ['a desktop deep link', `wholesaledesk://reset-password?reset_token=${TOKEN}`],
    ['a link without a scheme', `shop.example.com/reset-password?reset_token=${TOKEN}`],
    ['a link in angle brackets with spaces around', `  <https://shop.example.com/reset-password?reset_token=${TOKEN}>\n`],
    ['a link followed by a full stop', `https://shop.example.com/reset-password?reset_token=${TOKEN}.`],
    ['a link wrapped by the mail client', `https://shop.example.com/reset-password?reset_to=\nken=${TOKEN.slice(0, 10)}\n${TOKEN.slice(10)}`],
    ['the bare token', ` ${TOKEN} `],
  ])('finds the token in %s', (_name, pasted) => {
    expect(extractToken(pasted, 'reset')).toBe(TOKEN);
  });

  it('reads a quoted-printable =3D as =', () => {
    expect(extractToken(`https://shop.example.com/reset-password?reset_token=3D${TOKEN}`, 'reset')).toBe(TOKEN);
  });

  it('refuses an activation link pasted on the reset screen', () => {
    expect(extractToken(`https://shop.example.com/activation?token=${TOKEN}`, 'reset')).toBeNull();
  });

  it.each([
    ['nothing', ''],
    ['white space', '   '],
    ['a link without a token', 'https://shop.example.com/reset-password'],
    ['a token too short to be one', 'https://shop.example.com/reset-password?reset_token=abc'],
    ['a token with characters no token has', `https://shop.example.com/reset-password?reset_token=${TOKEN}%3Cscript%3E`],
    ['a sentence', 'please reset my password'],
  ])('finds nothing in %s', (_name, pasted) => {
    expect(extractToken(pasted, 'reset')).toBeNull();
  });
});

describe('extractToken for an activation', () => {
  it.each([
    ['the store link', `http://127.0.0.1:8787/activation?token=${TOKEN}`],
    ['a hash-router link', `http://127.0.0.1:8787/#/activation?token=${TOKEN}`],
    ['a desktop deep link', `wholesaledesk://activation?token=${TOKEN}`],
    ['a link with the token in the path', `https://shop.example.com/activation/${TOKEN}`],
    ['the bare token', TOKEN],
  ])('finds the token in %s', (_name, pasted) => {
    expect(extractToken(pasted, 'activation')).toBe(TOKEN);
  });

  it('refuses a reset link pasted on the activation screen', () => {
    expect(extractToken(`https://shop.example.com/reset-password?reset_token=${TOKEN}`, 'activation')).toBeNull();
  });
});

describe('parseEmailLink', () => {
  it('tells what a link is for', () => {
    expect(parseEmailLink(`https://s.test/reset-password?reset_token=${TOKEN}`)).toEqual({ kind: 'reset', token: TOKEN });
    expect(parseEmailLink(`https://s.test/activation?token=${TOKEN}`)).toEqual({ kind: 'activation', token: TOKEN });
    expect(parseEmailLink(TOKEN)).toEqual({ kind: null, token: TOKEN });
  });
});
