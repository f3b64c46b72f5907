import { createHash } from 'node:crypto';

/**
 * What the core keeps per store and customer on disk (catalogue index, drafts, offline answers,
 * order memory) is named and stamped by hashes, so neither a file's name nor its content tells
 * whose it is, and a file copied under another customer's name is refused.
 */
export interface CustomerOwner {
  /** The store's origin. */
  origin: string;
  email: string;
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The owner's hash; `purpose` keeps one kind of file from matching another's. E-mails are compared
 * trimmed and in lower case, as stores do.
 */
export function ownerHash(owner: CustomerOwner, purpose?: string): string {
  const parts = [owner.origin, owner.email.trim().toLowerCase()];
  return sha256((purpose === undefined ? parts : [purpose, ...parts]).join('\n'));
}
