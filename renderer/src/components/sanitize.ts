import createDOMPurify, { type Config } from 'dompurify';

/**
 * The narrow profile for HTML from the store (policies, pages, gateway instructions, product
 * text): plain document markup only. DOMPurify already drops event attributes and
 * javascript: URLs; forms, frames, styles, embedded objects, SVG and MathML (both can carry
 * links of their own) are refused on top.
 */
const PROFILE: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['script', 'style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset', 'object', 'embed', 'link', 'meta', 'base', 'template', 'svg', 'math'],
  // Inline styles would only trip the CSP; srcset and ping reach places src/href cannot; the
  // form attributes submit from outside a form; download saves instead of following the link.
  FORBID_ATTR: ['style', 'srcset', 'ping', 'action', 'formaction', 'form', 'download', 'xlink:href'],
  ALLOW_DATA_ATTR: false,
};

/** The elements whose href the app follows; every other href is dropped. */
const LINK_TAGS = new Set(['A', 'AREA']);

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('href')) return;
    if (!LINK_TAGS.has(node.tagName)) {
      node.removeAttribute('href');
      return;
    }
    // The app opens links itself; should a click slip through, it becomes a window.open,
    // which the main process always denies, instead of taking the window with it.
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('target', '_blank');
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ...PROFILE, RETURN_TRUSTED_TYPE: false }) as string;
}

/** The link a click inside store HTML landed on: an <a> or an image map's <area>, or null. */
export function linkOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('a[href], area[href]') : null;
}

export type LinkTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string } | { kind: 'anchor' } | { kind: 'ignore' };

/** Where a link in store HTML should go: an app route, the system browser, or nowhere. */
export function classifyLink(href: string | null): LinkTarget {
  const raw = (href ?? '').trim();
  if (!raw) return { kind: 'ignore' };
  if (raw.startsWith('#/')) return { kind: 'app', path: raw.slice(1) };
  if (raw.startsWith('#')) return { kind: 'anchor' };
  if (raw.startsWith('/') && !raw.startsWith('//')) return { kind: 'app', path: raw };
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:') {
      return { kind: 'external', url: url.href };
    }
  } catch {
    // relative paths like "terms" have no meaning inside the app
  }
  return { kind: 'ignore' };
}
