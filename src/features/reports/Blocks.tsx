// The report's blocks (what its edition is about), each a titled card with a chart or a table.
import { memo, useEffect, useState, type ReactNode } from 'react';
import type { ReportData } from '../../domain/report-data';
import { fmtAud, fmtKg, fmtNum, fmtPct } from '../../domain/report-format';
import { barRows, diversionRows, furnitureRows, streamLabel, weightRows, type Block } from './chart-data';
import { LineTrend } from './charts/LineTrend';
import { Bars, StackedBars } from './charts/StackedBars';
import { DataTable } from './DataTable';
import styles from './Reports.module.css';
import layout from '../../components/layout/Page.module.css';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function blockOf(block: Block, data: ReportData): ReactNode {
  const stream = streamLabel(data);
  switch (block) {
    case 'weights': {
      const { rows, series } = weightRows(data);
      return <Card title="Generated kg by stream and month">{series.length ? <StackedBars rows={rows} series={series} unit="kg" /> : <Empty />}</Card>;
    }
    case 'diversion':
      return <Card title="Diversion % by month">{data.diversion.length ? <LineTrend rows={diversionRows(data)} dataKey="diversionPct" name="Diversion %" colour="#59A14F" /> : <Empty />}</Card>;
    case 'contamination': {
      const rows = barRows(data.contamination?.byStream ?? [], (c) => stream(c.wasteStreamId), (c) => c.pct);
      return <Card title="Contaminated collections % by stream">{rows.length ? <Bars rows={rows} name="Contaminated %" colour="#E15759" unit="%" /> : <Empty />}</Card>;
    }
    case 'cost': {
      const rows = barRows(data.costPerTonne, (c) => stream(c.wasteStreamId), (c) => c.costPerTonne);
      return <Card title="Cost per tonne by stream (AUD)">{rows.length ? <Bars rows={rows} name="Cost per tonne" colour="#F28E2B" unit="AUD/t" /> : <Empty />}</Card>;
    }
    case 'league':
      return (
        <Card title="Tenant league table">
          <DataTable
            rows={data.league}
            rowKey={(r) => r.customerId}
            columns={[
              { header: 'Tenant', cell: (r) => r.customerName },
              { header: 'kg', cell: (r) => fmtKg(r.totalKg), numeric: true },
              { header: 'Diversion', cell: (r) => fmtPct(r.diversionPct), numeric: true },
              { header: 'kg/person', cell: (r) => fmtNum(r.kgPerHeadcount, 1), numeric: true },
            ]}
          />
        </Card>
      );
    case 'contractors':
      return (
        <Card title="Supplier transactions by contractor">
          <DataTable
            rows={data.contractors}
            rowKey={(r) => r.destinationContractorId}
            columns={[
              { header: 'Contractor', cell: (r) => r.name },
              { header: 'Lines', cell: (r) => fmtNum(r.transactions), numeric: true },
              { header: 'kg', cell: (r) => fmtKg(r.kg), numeric: true },
              { header: 'Cost', cell: (r) => fmtAud(r.amountAud), numeric: true },
            ]}
          />
        </Card>
      );
    case 'binCounts': {
      const rows = barRows(data.binCounts, (b) => b.binTypeName, (b) => b.bins);
      return <Card title="Bins counted by bin type">{rows.length ? <Bars rows={rows} name="Bins" colour="#4E79A7" unit="count" /> : <Empty />}</Card>;
    }
    case 'furniture': {
      const rows = furnitureRows(data);
      return <Card title="Furniture kg by outcome">{data.furniture.some((f) => f.items > 0) ? <Bars rows={rows} name="Weight" colour="#59A14F" unit="kg" /> : <Empty />}</Card>;
    }
    case 'audits': {
      const rows = barRows(data.audits?.byPresentedStream ?? [], (a) => stream(a.presentedStreamId), (a) => a.contaminationPct);
      // The chart and, as in the PDF, the figures behind it.
      return (
        <>
          <Card title="Audit contamination % by presented stream">{rows.length ? <Bars rows={rows} name="Contamination %" colour="#E15759" unit="%" /> : <Empty />}</Card>
          <Card title="Audit results by presented stream">
            <DataTable
              rows={data.audits?.byPresentedStream ?? []}
              rowKey={(r) => r.presentedStreamId}
              columns={[
                { header: 'Presented stream', cell: (r) => stream(r.presentedStreamId) },
                { header: 'Sampled', cell: (r) => fmtKg(r.sampledKg), numeric: true },
                { header: 'Contaminant', cell: (r) => fmtKg(r.contaminantKg), numeric: true },
                { header: 'Contamination', cell: (r) => fmtPct(r.contaminationPct), numeric: true },
              ]}
            />
          </Card>
        </>
      );
    }
    case 'portfolio': {
      const rows = barRows(data.portfolio, (b) => b.name, (b) => b.totalKg);
      return <Card title="Generated kg by building">{rows.length ? <Bars rows={rows} name="Weight" colour="#4E79A7" unit="kg" /> : <Empty />}</Card>;
    }
  }
}

function Empty() {
  return <p className={layout.muted}>No data in this period.</p>;
}

/**
 * How many blocks are drawn: none in the first frame (the KPI tiles and the page paint), then one
 * more after each painted frame. recharts 3 draws a chart in 60–110 ms (its store's selectors run
 * in synchronous renders, so React cannot defer them); the Full report's blocks took ~250 ms in
 * one task before anything of the report was painted (#12). Now the figures paint as soon as they
 * arrive and the charts follow one per frame, the page answering input between them.
 */
function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The timeout runs after the frame the animation-frame callback precedes: one block per paint.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDrawn((n) => n + 1))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, total]);
  return drawn;
}

/** One drawn block; memoised, so drawing the next block does not draw the ones before it again. */
const DrawnBlock = memo(function DrawnBlock({ block, data }: { block: Block; data: ReportData }) {
  return <div>{blockOf(block, data)}</div>;
});

export function ReportBlocks({ blocks, data }: { blocks: readonly Block[]; data: ReportData }) {
  const drawn = useDrawnCount(blocks.length);
  return (
    <div className={styles.grid}>
      {blocks.map((b, i) =>
        // A block still to draw holds its place, so the page does not jump as they arrive.
        i < drawn ? <DrawnBlock key={b} block={b} data={data} /> : <div key={b} className={styles.toDraw} aria-busy="true" />,
      )}
    </div>
  );
}
