import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { toBcp47 } from '../../lib/money';
import type { Amount } from './insightsData';

interface SpendChartProps {
  data: readonly Amount[];
  /** Bars across (months) or along (products, addresses: long names read better on their own line). */
  across: boolean;
  money: (amount: number) => string;
  locale: string | undefined;
  /** The budget a month, drawn as a line across the bars (months only) marked with its amount written short; `label` says it in full beside the chart. */
  budget?: { amount: number; label: string } | null;
}

/** A name beside a bar is cut to one line (the axis would wrap it into the next bar's): the table beside the chart has it whole. */
const LABEL_CHARS = 24;
const oneLine = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1).trimEnd()}…` : label);

function NameTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fontSize={12} fill="var(--color-text-muted)">
      {oneLine(String(payload?.value ?? ''))}
    </text>
  );
}

/**
 * One chart of amounts. It is drawn for the eye only: the table beside it carries the same numbers
 * for a screen reader and the keyboard, so the chart itself is hidden from them and takes no focus.
 * The scale is written short ("14K"): the exact amounts are in the tooltip and the table.
 */
export function SpendChart({ data, across, money, locale, budget }: SpendChartProps) {
  const rows = data.map((row) => ({ ...row }));
  const scale = useMemo(() => new Intl.NumberFormat(toBcp47(locale), { notation: 'compact', maximumFractionDigits: 1 }), [locale]);
  const short = (value: number) => scale.format(value);
  return (
    <div className="insights__chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={across ? 280 : Math.max(140, rows.length * 36 + 40)}>
        {across ? (
          <BarChart data={rows} accessibilityLayer={false} margin={{ top: 12, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={8} tickMargin={6} />
            <YAxis tick={{ fontSize: 12 }} width={48} tickFormatter={short} domain={budget ? [0, (max: number) => Math.max(max, budget.amount * 1.1)] : undefined} />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Bar dataKey="amount" fill="var(--color-brand)" isAnimationActive={false} />
            {budget && (
              <ReferenceLine
                y={budget.amount}
                stroke="var(--color-warning)"
                strokeDasharray="6 4"
                strokeWidth={2}
                label={{ value: short(budget.amount), position: 'insideTopRight', fontSize: 12, fill: 'var(--color-warning-text)' }}
                className="insights__budget-line"
              />
            )}
          </BarChart>
        ) : (
          <BarChart data={rows} layout="vertical" accessibilityLayer={false} barCategoryGap={6} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tick={{ fontSize: 12 }} tickFormatter={short} />
            <YAxis type="category" dataKey="label" tick={NameTick} width={184} interval={0} />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Bar dataKey="amount" fill="var(--color-brand)" isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
