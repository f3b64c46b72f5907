import type Database from 'better-sqlite3';
import { skuCompactKey, skuKey, skuPartsKey, typedTail } from '../../../contract/sku';
import { indexTokens, wordsOf } from './words';

/** A suggestion as stored: the product as shown and the variant, both JSON. */
export interface SuggestionRow {
  shown: string;
  variant: string;
}

/**
 * Suggestions as the buyer types, from the buyer database (migration steps 4, 5 and 11): first the
 * one SKU whose numeric tail is the number typed, when no other SKU has that tail; then SKU prefix
 * matches, in SKU order, as typed, then ignoring spaces and dashes, then ignoring the leading zeros
 * of each part too (contract/sku.ts); then variants whose title and variant name have a word
 * starting with each typed word, in display order. Every query is bounded, so a keystroke costs
 * about the same at 5,000 products as at 100,000.
 */
export interface CatalogueSuggest {
  suggest(query: string, limit: number): SuggestionRow[];
  /** Notes the words of variants being written, so a longer typed word can be looked up as the words it begins. */
  noteWords(words: Iterable<string>): void;
}

/** The longest typed word answered by the word index's own prefix index (its `prefix = "1 2 3"`). */
const PREFIX_INDEXED = 3;
/**
 * A longer typed word is searched as the catalogue's words it begins, when they are this few:
 * FTS5 reads a few whole words lazily and stops at the candidate bound, while a prefix it has no
 * index for makes it read every match first (milliseconds on a large catalogue).
 */
const MAX_WORDS_PER_PREFIX = 8;
/** Word matches looked at per suggestion asked: taken in the order FTS5 finds them, then put in display order. */
const CANDIDATES_PER_SUGGESTION = 8;

const quoted = (word: string) => `"${word}"`;

export function catalogueSuggest(db: Database.Database): CatalogueSuggest {
  const prefixOn = (column: 'sku_key' | 'sku_compact' | 'sku_parts') =>
    db.prepare(
      `SELECT v.id AS id, p.shown AS shown, v.variant AS variant FROM catalogue_variant v JOIN catalogue_product p ON p.id = v.product_id
       WHERE v.${column} >= ? AND v.${column} < ? ORDER BY v.${column}, v.title_key, v.product_id, v.position LIMIT ?`,
    );
  const skuPrefixes = [
    { key: skuKey, statement: prefixOn('sku_key') },
    { key: skuCompactKey, statement: prefixOn('sku_compact') },
    { key: skuPartsKey, statement: prefixOn('sku_parts') },
  ];
  // Two asked, to know whether one is alone with its tail. Never a SKU shorter than what was typed:
  // a code of thirteen digits is a barcode, not the number 17 with its zeros.
  const byTail = db.prepare(
    `SELECT v.id AS id, p.shown AS shown, v.variant AS variant FROM catalogue_sku_tail t
     JOIN catalogue_variant v ON v.id = t.variant_id JOIN catalogue_product p ON p.id = v.product_id
     WHERE t.tail = ? AND length(v.sku_compact) >= ? LIMIT 2`,
  );
  // Only the candidates' sort keys are sorted; the stored JSON is read for the few shown.
  const wordMatches = db.prepare(
    `SELECT s.id AS id, p.shown AS shown, v.variant AS variant FROM (
       SELECT v.id AS id, v.product_id AS product_id, v.title_key AS title_key, v.position AS position
       FROM (SELECT rowid FROM catalogue_words WHERE catalogue_words MATCH ? LIMIT ?) w JOIN catalogue_variant v ON v.id = w.rowid
       ORDER BY v.title_key, v.product_id, v.position LIMIT ?) s
     JOIN catalogue_variant v ON v.id = s.id JOIN catalogue_product p ON p.id = s.product_id
     ORDER BY s.title_key, s.product_id, s.position`,
  );
  const wordsStarting = db.prepare('SELECT term FROM catalogue_term WHERE term >= ? AND term < ? ORDER BY term LIMIT ?').pluck();
  // One statement a page, not one a word: a page's words arrive together.
  const addWords = db.prepare('INSERT OR IGNORE INTO catalogue_term (term) SELECT value FROM json_each(?)');

  /** One typed word as FTS5 reads it: a prefix it indexes, the few words it begins, or (many or none known) the prefix itself. */
  const wordMatch = (word: string): string => {
    if ([...word].length <= PREFIX_INDEXED) return `${quoted(word)}*`;
    // Up to the highest character, so a word going on with any character (CJK past the basic plane too) is among them.
    const words = wordsStarting.all(word, `${word}\u{10FFFF}`, MAX_WORDS_PER_PREFIX + 1) as string[];
    if (words.length === 0 || words.length > MAX_WORDS_PER_PREFIX) return `${quoted(word)}*`;
    return words.length === 1 ? quoted(words[0]!) : `(${words.map(quoted).join(' OR ')})`;
  };

  /** A typed word holding Chinese is its characters side by side, the last one begun: "螺絲" finds "不鏽鋼螺絲組". */
  const typedMatch = (word: string): string => {
    const tokens = indexTokens(word);
    return tokens.length === 1 ? wordMatch(word) : `${quoted(tokens.join(' '))}*`;
  };

  return {
    suggest(query, limit) {
      if (skuKey(query) === '' || limit <= 0) return [];
      const rows: (SuggestionRow & { id: number })[] = [];
      const chosen = new Set<number>();
      const take = (found: (SuggestionRow & { id: number })[]) => {
        for (const row of found) {
          if (rows.length >= limit) return;
          if (chosen.has(row.id)) continue;
          rows.push(row);
          chosen.add(row.id);
        }
      };
      const tail = typedTail(query);
      const tailed = tail === null ? [] : (byTail.all(tail, skuCompactKey(query).length) as (SuggestionRow & { id: number })[]);
      if (tailed.length === 1) take(tailed);
      for (const { key, statement } of skuPrefixes) {
        const typed = key(query);
        if (typed !== '' && rows.length < limit) take(statement.all(typed, `${typed}\uffff`, limit) as (SuggestionRow & { id: number })[]);
      }
      const words = [...new Set(wordsOf(query))];
      if (rows.length >= limit || words.length === 0) return rows;
      // Every typed word must start some word. The first `limit` in display order are enough
      // (as for each SKU form above): those already found are among them at most once each.
      take(wordMatches.all(words.map(typedMatch).join(' AND '), limit * CANDIDATES_PER_SUGGESTION, limit) as (SuggestionRow & { id: number })[]);
      return rows;
    },
    noteWords(words) {
      const list = [...words];
      if (list.length > 0) addWords.run(JSON.stringify(list));
    },
  };
}
