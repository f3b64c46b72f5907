/** A column: its head, and 'num' for a column of figures (right-aligned, as its cells). */
export type Column = readonly [label: string, align?: 'num'];

/** A table's row of column heads, so every table of lines writes them one way. */
export function ColumnHeads({ columns }: { columns: readonly (Column | false)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) =>
          column ? (
            <th key={index} scope="col" className={column[1]}>
              {column[0]}
            </th>
          ) : null,
        )}
      </tr>
    </thead>
  );
}
