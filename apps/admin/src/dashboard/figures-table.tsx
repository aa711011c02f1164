/** Props of FiguresTable: its caption, the two column headers and the rows (label, shown value). */
export interface FiguresTableProps {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: ReadonlyArray<{ key: string | number; label: string; value: string }>;
}

/**
 * The figures behind a chart as a table, visually hidden: screen reader users get
 * every number the chart draws (the chart itself is hidden from them).
 */
export function FiguresTable({ caption, labelHeader, valueHeader, rows }: FiguresTableProps) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
