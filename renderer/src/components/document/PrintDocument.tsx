import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { printingAtom } from '../../state/printing';
import { shopAtom } from '../../state/shop';
import { StoreBrand } from '../StoreBrand';
import { pageMarksCss, type PageMarks } from './pageMarks';
import './print-document.css';
import { Facts } from '../Facts';

export interface DocumentFact {
  label: string;
  value: string;
}

/** An address block ("Bill to"); one without lines is left out. */
export interface DocumentParty {
  heading: string;
  lines: string[];
}

export interface DocumentLine {
  key: string | number;
  item: string;
  /** A second, lighter line under the item (the variant). */
  detail?: string;
  sku: string;
  price: string;
  quantity: number;
  amount: string;
}

export interface DocumentTotal {
  label: string;
  value: string;
  /** The total itself: ruled above, in bold. */
  grand?: boolean;
}

/** A section of text ("Remark"); one with nothing in it is left out. */
export interface DocumentNote {
  heading: string;
  text: string;
}

export interface PrintDocumentProps {
  title: string;
  /** In the top margin of every page: what this document is ("Order #1034", "Quote, 27 ..."). */
  reference: string;
  /** In the bottom margin of every page, beside the page number ("Printed 27 ..."). */
  stamp: string;
  facts: DocumentFact[];
  parties: DocumentParty[];
  lines: DocumentLine[];
  totals: DocumentTotal[];
  notes?: DocumentNote[];
  footnote?: string;
}

/** The last lines that go to the totals' page with them, so a total never stands alone. */
const KEPT_WITH_TOTALS = 3;

const present = (text: string) => text.trim() !== '';

/**
 * A quote or an order on paper (Print, Save as PDF): only while printing, in place of the whole
 * window, as a business document - heading, parties, a fixed-column line table whose header repeats
 * on each page, totals kept with the last lines, notes that say something, and the store, the
 * document's reference and "Page N of M" in every page's margins.
 */
export function PrintDocument(props: PrintDocumentProps) {
  const printing = useAtomValue(printingAtom);
  if (!printing) return null;
  return createPortal(<DocumentBody {...props} />, document.body);
}

/**
 * The page marks as a constructed style sheet: the window's policy allows no <style> element
 * (style-src 'self'), and a sheet made through the CSS object model is not one.
 */
function usePageMarks(marks: PageMarks): void {
  const css = pageMarksCss(marks);
  useLayoutEffect(() => {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
    const sheet = new CSSStyleSheet({ media: 'print' });
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [css]);
}

function DocumentBody({ title, reference, stamp, facts, parties, lines, totals, notes = [], footnote }: PrintDocumentProps) {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  usePageMarks({ topLeft: shop?.name ?? '', topRight: reference, bottomLeft: stamp, pageOf: t('document.page_of', { page: '{page}', pages: '{pages}' }) });
  const shown = parties.map((party) => ({ ...party, lines: party.lines.filter(present) })).filter((party) => party.lines.length > 0);
  const said = notes.filter((note) => present(note.text));
  const split = Math.max(0, lines.length - KEPT_WITH_TOTALS);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const row = (line: DocumentLine) => (
    <tr key={line.key} className="doc-line">
      <td className="doc-line__item">
        <span className="doc-line__title">{line.item}</span>
        {line.detail && <span className="doc-line__detail">{line.detail}</span>}
      </td>
      <td className="doc-line__sku">{line.sku}</td>
      <td className="num">{line.price}</td>
      <td className="num">{line.quantity}</td>
      <td className="num">{line.amount}</td>
    </tr>
  );
  return (
    <article className="print-document">
      <header className="doc-head">
        <div className="doc-head__seller">
          <StoreBrand className="doc-head__brand" />
          {shop?.email && <p className="doc-head__contact">{shop.email}</p>}
        </div>
        <div className="doc-head__title">
          <h1>{title}</h1>
          <Facts className="doc-facts" facts={facts.filter((fact) => present(fact.value))} />
        </div>
      </header>
      {shown.length > 0 && (
        <section className="doc-parties">
          {shown.map((party, index) => (
            <div key={index} className="doc-party">
              <h2>{party.heading}</h2>
              {party.lines.map((line, index) => (
                <p key={index}>{line}</p>
              ))}
            </div>
          ))}
        </section>
      )}
      <table className="doc-lines">
        <colgroup>
          <col />
          <col className="doc-lines__sku" />
          <col className="doc-lines__price" />
          <col className="doc-lines__qty" />
          <col className="doc-lines__amount" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('document.item')}</th>
            <th scope="col">{t('document.sku')}</th>
            <th scope="col" className="num">
              {t('document.unit_price')}
            </th>
            <th scope="col" className="num">
              {t('document.quantity')}
            </th>
            <th scope="col" className="num">
              {t('document.amount')}
            </th>
          </tr>
        </thead>
        {split > 0 && <tbody>{lines.slice(0, split).map(row)}</tbody>}
        <tbody className="doc-lines__end">
          {lines.slice(split).map(row)}
          {totals.map((total, index) => (
            <tr key={index} className={total.grand ? 'doc-total doc-total--grand' : 'doc-total'}>
              {index === 0 ? (
                <td colSpan={2} rowSpan={totals.length} className="doc-total__count">
                  {t('document.line_count', { count: lines.length })} · {t('document.unit_count', { count: units })}
                </td>
              ) : null}
              <th scope="row" colSpan={2}>
                {total.label}
              </th>
              <td className="num">{total.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {said.map((note, index) => (
        <section key={index} className="doc-note">
          <h2>{note.heading}</h2>
          <p>{note.text}</p>
        </section>
      ))}
      {footnote && <p className="doc-footnote">{footnote}</p>}
    </article>
  );
}
