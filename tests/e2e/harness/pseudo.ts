/**
 * A pseudo-language made from the English dictionary at test time: every word accented (no ASCII
 * letter is left in it) and 40 % longer, each text between ⟦ and ⟧. A screen in it shows at a
 * glance, and to a test, any word that did not come from a dictionary: that word is plain ASCII.
 */
import type { Dictionary } from '../../../contract/schemas/dictionary';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçďéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇĎÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, i) => [letter, [...ACCENTED][i]!]));

export const OPEN = '⟦';
export const CLOSE = '⟧';

/** A word accented, and longer by 40 % (its vowels drawn out, as translations into longer languages run). */
function pseudoWord(word: string): string {
  const accented = [...word].map((letter) => ACCENT.get(letter) ?? letter).join('');
  const extra = Math.ceil(word.length * 0.4);
  return accented + '·'.repeat(extra);
}

/** Placeholders, nested keys, markup and entities stay as they are: the app fills or renders them. */
const KEPT = /(\{\w+\}|\$t\([^)]*\)|<[^>]+>|&\w+;)/;

export function pseudoText(text: string): string {
  const parts = text.split(KEPT).map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]+/g, pseudoWord)));
  return `${OPEN}${parts.join('')}${CLOSE}`;
}

export function pseudoDictionary(english: Dictionary): Dictionary {
  return Object.fromEntries(
    Object.entries(english).map(([section, words]) => [section, Object.fromEntries(Object.entries(words).map(([key, text]) => [key, pseudoText(text)]))]),
  );
}

/** The English words left in a text once the pseudo-language's (between the markers, even cut across text nodes) are taken out. */
export function plainWords(text: string): string[] {
  let outside = text;
  // Inside out: a text may hold another (a nested key, a word filled in).
  for (let before = ''; before !== outside; ) {
    before = outside;
    outside = outside.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  outside = outside.replace(/⟦[^⟧]*$/, ' ').replace(/^[^⟦]*⟧/, ' ');
  return outside.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
}
