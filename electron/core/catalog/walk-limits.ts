import { coreText } from '../language/core-text';
/**
 * How far the core follows a store's product list. A store says how many pages it has, and a store
 * that is broken or hostile can say a billion and answer every page: without a bound the walk
 * would fetch for ever and fill the buyer's disk. Past a bound the walk keeps what it has read
 * (quick order and offline work from it) and the buyer is told once.
 */
export interface WalkLimits {
  /** Pages read in one pass. */
  maxPages: number;
  /** Products kept from one pass. */
  maxProducts: number;
  /** Bytes of product data kept from one pass (as stored, JSON). */
  maxBytes: number;
  /** How long one pass may run, ms (a pass resumed after a quit counts from the resume). */
  maxMs: number;
}

/**
 * The largest wholesale distributors we sell to list tens of thousands of products; 250,000 leaves
 * them room to grow fivefold and still fits a buyer's database well under the 4 GB all buyers share.
 */
export const MAX_CATALOGUE_PRODUCTS = 250_000;

/** 250,000 products at 5 a page, the smallest page size seen on a store, so pages never bind a real store first. */
export const MAX_CATALOGUE_PAGES = 50_000;

/** 250,000 products at 4 KiB each, a product with a dozen variants and their price tiers. */
export const MAX_CATALOGUE_BYTES = 1024 ** 3;

/** 50,000 pages at the refresh pace of 2 a second take 7 hours; a pass that takes longer is not making progress. */
export const MAX_CATALOGUE_PASS_MS = 8 * 60 * 60 * 1000;

export const WALK_LIMITS: WalkLimits = {
  maxPages: MAX_CATALOGUE_PAGES,
  maxProducts: MAX_CATALOGUE_PRODUCTS,
  maxBytes: MAX_CATALOGUE_BYTES,
  maxMs: MAX_CATALOGUE_PASS_MS,
};

/** Which bound stopped a pass. */
export type WalkCut = 'pages' | 'products' | 'bytes' | 'time';

/** What the buyer is told, once, when their store's catalogue is larger than this computer keeps. */
export const CATALOGUE_CUT_NOTICE = () => coreText('catalogue_cut');

/** A page's product ids in order: two pages alike mean the store's list stopped moving. */
export const pageKey = (products: readonly { id: number }[]) => products.map((p) => p.id).join(',');
