/** Words as the buyer types them: letters and digits, lower-cased ("M6x20, zinc-plated" -> m6x20, zinc, plated). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}
