import type { Page } from '@playwright/test';
import type { RunningStorefront } from '../../../server/index';

/**
 * Every text the buyer sees on the page, one entry a text node (and each field's placeholder),
 * leaving out what the store wrote as HTML (descriptions, policies): that is the store's own.
 */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent || '').trim();
      if (!parent || !text || parent.closest('.rich-text, script, style, noscript')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      texts.push(text);
    }
    for (const field of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if (field.checkVisibility() && field.placeholder.trim()) texts.push(field.placeholder.trim());
    }
    return texts;
  })()`);
}

const WORD = /[A-Za-z][A-Za-z'’]*/g;

/**
 * The store's own data (product names, SKUs, addresses, statuses, the shop's settings): every text in
 * its database, and the parts of a variant's name the size grid shows, longest first, so a text made of several (an address) is taken apart whole values first.
 */
export function storeData(store: RunningStorefront): string[] {
  const db = store.ctx.db;
  const values = new Set<string>([store.url]);
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
  for (const { name } of tables) {
    for (const row of db.prepare<[], Record<string, unknown>>(`SELECT * FROM "${name.replaceAll('"', '""')}"`).iterate()) {
      for (const value of Object.values(row)) {
        if (typeof value !== 'string' || !/[A-Za-z]/.test(value)) continue;
        values.add(value.trim());
        // A size-by-colour product's grid shows each part of a variant's name ("M / Blue") as an axis.
        for (const part of value.split(' / ')) values.add(part.trim());
      }
    }
  }
  return [...values].filter((value) => value.length > 1).sort((a, b) => b.length - a.length);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text without the store's data in it (whole values only: a value inside a longer word is not the store's). */
export function withoutStoreData(text: string, data: readonly string[]): string {
  let rest = text;
  for (const value of data) {
    if (rest.includes(value)) rest = rest.replace(new RegExp(`(?<![A-Za-z0-9])${escaped(value)}(?![A-Za-z0-9])`, 'g'), ' ');
  }
  return rest;
}

/** Words Intl writes in the language in force (month and day names, AM/PM), not the app's. */
export function intlWords(locale: string): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => (text.match(WORD) ?? []).forEach((word) => words.add(word.toLowerCase()));
  for (let month = 0; month < 12; month++) {
    for (const hour of [3, 15]) {
      const date = new Date(2026, month, 10, hour);
      for (const style of ['long', 'short'] as const) add(date.toLocaleDateString(locale, { month: style, weekday: style }));
      add(date.toLocaleTimeString(locale, { hour: 'numeric' }));
    }
  }
  // Money carries its currency's sign as Intl writes it (RM, Rp, NT$): the formatter's, not a word.
  for (const currency of ['MYR', 'IDR', 'TWD', 'SGD', 'USD']) add(new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(1));
  // A chart's scale is written short (20K, 1.5M): the formatter's letters, not words.
  for (const amount of [2e4, 2e6, 2e9]) add(new Intl.NumberFormat(locale, { notation: 'compact' }).format(amount));
  return words;
}
