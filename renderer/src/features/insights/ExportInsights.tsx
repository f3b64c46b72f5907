import { Button } from '../../components/Button';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { useTranslation } from '../../i18n/useTranslation';
import { insightsExportXlsx } from './api';
import type { Insights } from './insightsData';

/** "Export XLSX": one sheet a view (facts, months, products, addresses, SKUs), amounts as numbers a spreadsheet adds up. */
export function ExportInsights({ insights, monthOf }: { insights: Insights; monthOf: (label: string) => string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = async () => {
    const spend = t('insights.spend');
    const text = (value: string) => ({ text: value.slice(0, 1000) });
    const number = (value: number) => ({ number: value });
    const answer = await insightsExportXlsx({
      name: 'purchase-insights.xlsx',
      sheets: [
        { title: t('insights.title').slice(0, 31), columns: [t('insights.orders'), spend, t('insights.average_order')], rows: [[number(insights.orders), number(insights.spend), number(insights.averageOrder)]] },
        { title: t('insights.month').slice(0, 31), columns: [t('insights.month'), spend], rows: insights.byMonth.map((row) => [text(monthOf(row.label)), number(row.amount)]) },
        { title: t('insights.product').slice(0, 31), columns: [t('insights.product'), spend], rows: insights.byProduct.map((row) => [text(row.label), number(row.amount)]) },
        { title: t('insights.address').slice(0, 31), columns: [t('insights.address'), spend], rows: insights.byAddress.map((row) => [text(row.label), number(row.amount)]) },
        {
          title: t('insights.sku').slice(0, 31),
          columns: [t('insights.sku'), t('insights.product'), t('insights.units'), spend],
          rows: insights.topSkus.map((row) => [text(row.sku), text(row.title), number(row.quantity), number(row.amount)]),
        },
      ],
    });
    if (!answer.ok) toast.error(t('insights.export_failed', { message: answer.error.message }));
    else if (answer.data.saved) toast.success(t('insights.exported'));
  };
  const { busy, run } = useSingleFlight(save);
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void run()}>
      {t('insights.export')}
    </Button>
  );
}
