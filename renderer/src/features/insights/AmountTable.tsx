import type { Amount } from './insightsData';

interface AmountTableProps {
  caption: string;
  labelHead: string;
  amountHead: string;
  rows: readonly Amount[];
  money: (amount: number) => string;
  /** How a row's label reads (a month as "Jan 2026"). */
  labelOf?: (label: string) => string;
}

/** The numbers of a chart, as a table any reader can read. */
export function AmountTable({ caption, labelHead, amountHead, rows, money, labelOf = (label) => label }: AmountTableProps) {
  return (
    <div className="table-wrap">
      <table className="table workspace-table workspace-table--pairs insights__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHead}</th>
            <th scope="col" className="num">
              {amountHead}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{labelOf(row.label) || '—'}</th>
              <td className="num" data-label={amountHead}>
                {money(row.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
