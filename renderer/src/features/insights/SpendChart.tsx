import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Amount } from './insightsData';

interface SpendChartProps {
  data: readonly Amount[];
  /** Bars across (months) or along (products, addresses: long names read better on their own line). */
  across: boolean;
  money: (amount: number) => string;
}

/**
 * One chart of amounts. It is drawn for the eye only: the table beside it carries the same numbers
 * for a screen reader and the keyboard, so the chart itself is hidden from them and takes no focus.
 */
export function SpendChart({ data, across, money }: SpendChartProps) {
  const rows = data.map((row) => ({ ...row }));
  return (
    <div className="insights__chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={across ? 260 : Math.max(160, rows.length * 34)}>
        {across ? (
          <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 12 }} width={96} tickFormatter={(value: number) => money(value)} />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Bar dataKey="amount" fill="var(--color-brand)" isAnimationActive={false} />
          </BarChart>
        ) : (
          <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tick={{ fontSize: 12 }} tickFormatter={(value: number) => money(value)} />
            <YAxis type="category" dataKey="label" tick={{ fontSize: 12 }} width={160} />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Bar dataKey="amount" fill="var(--color-brand)" isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
