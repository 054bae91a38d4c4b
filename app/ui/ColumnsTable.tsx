import type { ReactNode } from "react";

/** A column: its header, and the cell it shows for a row. */
export type TableColumn<Row> = [title: string, cell: (r: Row) => ReactNode];

/**
 * A plain table of rows under titled columns. Each cell carries its column title (`data-label`)
 * so that at 390 px the rows stack as cards and every value still says what it is.
 */
export function ColumnsTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  rowId,
  testId,
}: {
  label: string;
  rows: Row[];
  columns: TableColumn<Row>[];
  rowKey: (r: Row) => string | number;
  /** the record id a row stands for (`data-row-id`), for rows that are records */
  rowId?: (r: Row) => number;
  testId?: string;
}) {
  return (
    <table className="console-table" aria-label={label} data-testid={testId}>
      <thead>
        <tr>
          {columns.map(([title]) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)} data-row-id={rowId?.(r)}>
            {columns.map(([title, cell]) => (
              <td key={title} data-label={title}>
                {cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
