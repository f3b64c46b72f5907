/**
 * Product pictures drawn on request as small SVGs: the category's colour, a line icon and the product's
 * initials. Deterministic, so any catalogue size has images without storing files.
 */
interface CategoryStyle {
  dark: string;
  light: string;
  /** A 24x24 line icon. */
  icon: string;
}

export const CATEGORY_STYLES: Record<string, CategoryStyle> = {
  fasteners: { dark: '#334155', light: '#94a3b8', icon: 'M8 3h8l2 3-2 3H8L6 6z M10 9v12 M14 9v12 M10 12h4 M10 15h4 M10 18h4' },
  packaging: { dark: '#92400e', light: '#f59e0b', icon: 'M3 7l9-4 9 4v10l-9 4-9-4z M3 7l9 4 9-4 M12 11v10' },
  'cleaning-supplies': { dark: '#155e75', light: '#22d3ee', icon: 'M12 3c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11z M9 15a3 3 0 0 0 3 3' },
  'kitchen-disposables': { dark: '#9f1239', light: '#fb7185', icon: 'M6 4h12l-1.5 16h-9z M6.4 8h11.2 M10 12h4' },
  stationery: { dark: '#3730a3', light: '#818cf8', icon: 'M4 20l1-4L16 5l3 3L8 19z M14 7l3 3 M4 20h16' },
  'safety-workwear': { dark: '#166534', light: '#4ade80', icon: 'M4 16a8 8 0 0 1 16 0z M2 16h20v3H2z M12 8v4 M9 9l1 3 M15 9l-1 3' },
};

const FALLBACK: CategoryStyle = { dark: '#374151', light: '#9ca3af', icon: 'M4 4h16v16H4z M4 15l5-5 4 4 3-3 4 4' };

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to two letters from the first words that start with a letter or digit: 'Hex Bolt M8' -> 'HB'. */
export function initialsOf(title: string): string {
  const letters = title
    .split(/\s+/)
    .map((w) => w.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter((c) => c !== '');
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

/** `shade` 0..1 darkens the background a little, so variants of one product look related but distinct. */
export function productSvg(input: { title: string; category: string; label?: string; shade?: number }): string {
  const style = CATEGORY_STYLES[input.category] ?? FALLBACK;
  const veil = Math.min(Math.max(input.shade ?? 0, 0), 1) * 0.35;
  const label = escapeXml(input.label ?? initialsOf(input.title));
  const fontSize = label.length > 3 ? 22 : 30;
  // Unique per look, so several of these inlined into one page do not share one gradient.
  const gradient = `g-${(input.category.replace(/[^a-z0-9-]/gi, '') || 'x')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(input.title)}">
<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.light}"/><stop offset="1" stop-color="${style.dark}"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#${gradient})"/>
<rect width="240" height="240" fill="#000" fill-opacity="${veil.toFixed(2)}"/>
<circle cx="120" cy="100" r="62" fill="#fff" fill-opacity="0.16"/>
<path d="${style.icon}" transform="translate(84 64) scale(3)" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>
<text x="120" y="206" font-family="Inter, 'Segoe UI', Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="2">${label}</text>
</svg>`;
}
