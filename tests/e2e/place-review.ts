/** The review that Place order opens before anything is sent (owner: place order review). */
import type { Locator, Page } from '@playwright/test';
import { expect } from './harness';

export const REMARK_UPDATE = ['PUT', '/_api/orders/update_remark'] as const;

export const reviewDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Review your order' });

/** Clicks the cart's Place order and waits for the review it opens. */
export async function openReview(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  const review = reviewDialog(page);
  await expect(review).toBeVisible();
  return review;
}

/** Place order, then Place order again in the review: what a buyer does to send the cart. */
export async function placeFromReview(page: Page): Promise<void> {
  const review = await openReview(page);
  await review.getByRole('button', { name: 'Place order', exact: true }).click();
}
