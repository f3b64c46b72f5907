/** Words as the buyer types them: letters and digits, lower-cased ("M6x20, zinc-plated" -> m6x20, zinc, plated). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

/**
 * Chinese and Japanese are written without spaces, so a name is one long "word" ("不鏽鋼螺絲組")
 * and a buyer may type any part of it ("螺絲"). Each such character is indexed as a word of its
 * own, and a typed run is searched as those characters next to each other, in order: any part
 * of a name is found, whatever a word-breaking dictionary would have made of it.
 */
const UNSPACED = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u;

/** One word as the word index holds it: a run of Latin letters and digits whole, each Chinese character apart. */
export function indexTokens(word: string): string[] {
  return word.split(UNSPACED).filter((part) => part !== '');
}
