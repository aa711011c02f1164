import type { ReactNode } from 'react';

/** Props of ChartCard: heading, whether there is anything to draw, the empty text, the chart and its figures. */
export interface ChartCardProps {
  /** Unique within the page; the heading's id is derived from it. */
  id: string;
  title: string;
  isEmpty: boolean;
  emptyText: string;
  /** Drawn for sighted users only (hidden from assistive technology). */
  chart: ReactNode;
  /** The same figures for assistive technology (a FiguresTable). */
  figures: ReactNode;
  /** Shown above the chart to everyone, e.g. a total. */
  lead?: ReactNode;
}

/**
 * One dashboard chart in a card: a section named by its heading; the chart is
 * decorative for assistive technology, which reads the figures table instead;
 * the empty text replaces both when there is nothing to show.
 */
export function ChartCard({ id, title, isEmpty, emptyText, chart, figures, lead }: ChartCardProps) {
  const headingId = `${id}-heading`;
  return (
    <section className="card chart-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {lead}
      {isEmpty ? (
        <p className="chart-card__empty">{emptyText}</p>
      ) : (
        <>
          <div className="chart-card__chart" aria-hidden="true">
            {chart}
          </div>
          {figures}
        </>
      )}
    </section>
  );
}
