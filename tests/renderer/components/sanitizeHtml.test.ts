// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../renderer/src/components/sanitize';

/** The sanitised markup parsed back, to ask what survived rather than match strings. */
function clean(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

const XLINK = 'http://www.w3.org/1999/xlink';

/** Safe store HTML as one property: nothing runs, nothing submits, and only a and area carry a link, neutralised. */
function expectInert(box: HTMLElement) {
  for (const el of box.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    expect(['script', 'style', 'form', 'button', 'input', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'svg', 'math']).not.toContain(tag);
    for (const attr of el.getAttributeNames()) {
      expect(attr, `${tag}[${attr}]`).not.toMatch(/^on|^(style|action|formaction|form|srcset|ping|download|xlink:href)$/);
    }
    expect(el.hasAttributeNS(XLINK, 'href'), tag).toBe(false);
    if (!el.hasAttribute('href')) continue;
    expect(['a', 'area'], `${tag} with href`).toContain(tag);
    expect(el.getAttribute('href')).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    expect(el.getAttribute('target')).toBe('_blank');
    expect(el.getAttribute('rel')).toBe('noopener noreferrer');
  }
}

describe('sanitizeHtml (store HTML)', () => {
  it.each([
    ['a script tag', '<p>hi</p><script>alert(1)</script>'],
    ['an event handler', '<img src="x" onerror="alert(1)"><div onmouseover="alert(1)">x</div>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a><a href=" java\tscript:alert(1)">y</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['inline style and a style sheet', '<p style="background:url(https://evil.test)">x</p><style>*{}</style>'],
    ['frames and plugins', '<iframe src="https://evil.test"></iframe><object data="x.swf"></object><embed src="x">'],
    ['base, meta refresh and link', '<base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=https://evil.test"><link rel="stylesheet" href="x">'],
    ['srcset, ping and download', '<img src="a.png" srcset="https://evil.test/x 2x"><a href="/x" ping="https://evil.test" download>x</a>'],
    ['a math mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
    ['a noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ])('leaves nothing that runs from %s', (_what, html) => {
    const box = clean(html);
    expectInert(box);
    expect(box.innerHTML).not.toMatch(/alert\(1\)/);
  });

  it('neutralises <area> links as it does <a> links', () => {
    const box = clean('<img src="map.png" usemap="#m"><map name="m"><area shape="rect" coords="0,0,9,9" href="/x" alt="x"></map>');
    expectInert(box);
    const area = box.querySelector('area');
    expect(area?.getAttribute('href')).toBe('/x');
    expect(area?.getAttribute('target')).toBe('_blank');
  });

  it('drops forms, their buttons and form actions', () => {
    const box = clean('<form action="/x" method="post"><input name="q" formaction="/y"><button formaction="/z">Go</button></form><p form="f">t</p>');
    expectInert(box);
    expect(box.querySelector('form, input, button')).toBeNull();
  });

  it('drops SVG links, xlink:href included', () => {
    const box = clean('<svg><a xlink:href="javascript:alert(1)"><text>one</text></a><a href="/x"><text>two</text></a><use href="#x"/></svg>');
    expectInert(box);
    expect(box.querySelector('a, use')).toBeNull();
  });

  it('drops MathML and its href', () => {
    const box = clean('<math href="/x"><mi href="javascript:alert(1)" xlink:href="/y">x</mi></math>');
    expectInert(box);
    expect(box.querySelector('[href]')).toBeNull();
  });

  it('keeps ordinary markup and web links', () => {
    const box = clean('<h2>Terms</h2><p>Read <a href="https://example.com/terms" target="_self">these</a>.</p><ul><li>one</li></ul>');
    expectInert(box);
    expect(box.querySelector('h2')?.textContent).toBe('Terms');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://example.com/terms');
    expect(box.querySelectorAll('li')).toHaveLength(1);
  });

  it('keeps a link on <a> and <area> only: an href on any other element is dropped, the element kept', () => {
    const box = clean('<div href="/orders">one</div><p href="https://evil.test">two</p><img src="a.png" href="/x" alt="x"><span href="/y">three</span><a href="/z">four</a>');
    expect([...box.querySelectorAll('[href]')].map((el) => el.tagName)).toEqual(['A']);
    expect(box.textContent).toBe('onetwothreefour');
    expect(box.querySelector('img')).not.toBeNull();
  });
});
