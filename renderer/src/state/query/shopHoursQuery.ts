import { queryOptions } from '@tanstack/react-query';
import { storefront } from '../storefront';
import { answerOf } from './storeAnswer';

/** The shop's name and currency (shop:hours, read from GET /_api/global), kept per buyer like every read. */
export const shopHoursQuery = () =>
  queryOptions({
    queryKey: ['shop:hours'] as const,
    queryFn: () => answerOf(storefront.shop.hours()),
  });
