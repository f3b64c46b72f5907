import type { TFunction } from 'i18next';
import type { WatchChange } from '../../../../contract/schemas/watch';

/** A change as the watch screen says it: back in stock, the price from and to, gone. */
export function changeText(change: WatchChange, t: TFunction, money: (amount: number) => string): string {
  switch (change.kind) {
    case 'back_in_stock':
      return t('watch.back_in_stock');
    case 'price_down':
    case 'price_up':
      return t(`watch.${change.kind}`, { percent: change.percent, from: money(change.from), to: money(change.to) });
    case 'gone':
      return t('watch.gone');
  }
}
