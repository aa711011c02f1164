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
    // Hidden through a wrapper: a table keeps its content width whatever width it is given,
    // so a hidden table itself would stick out of a narrow window (WCAG 1.4.10).
    <div className="visually-hidden">
      <table>
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
    </div>
  );
}
