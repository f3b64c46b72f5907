import { axeSerious, expect, test } from './harness';
import { NARROW, SMALL, openAs } from './account-helpers';

test.describe('contact us', () => {
  test('asks for the required fields, then sends and shows the success message', async ({ launch }) => {
    const app = await launch(SMALL);
    const { page } = app;
    await openAs(app, '/contact_us', 'Contact us');
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue('demo@wholesale.test');
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Name')).toHaveValue('Mei Ling Tan');
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('contact-1440', { fullPage: true });

    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('The name field is required.')).toBeVisible();
    await expect(page.getByText('The subject field is required.')).toBeVisible();
    await expect(page.getByText('The message field is required.')).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: 'Please check your fields.' })).toBeVisible();
    expect(app.store!.control.outbox().filter((mail) => mail.subject.startsWith('[Contact]'))).toHaveLength(0);
    await page.setViewportSize(NARROW);
    await app.screenshot('contact-420-errors', { fullPage: true });

    await page.getByLabel('Name').fill('Mei Ling Tan');
    await page.getByLabel('Subject').fill('Bulk order of cable ties');
    await page.getByLabel('Message').fill('Can you quote 50 cartons for delivery next month?');
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(page.getByText('The store will reply to demo@wholesale.test.')).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: 'Your message has been sent.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
    const mail = app.store!.control.outbox().find((m) => m.subject === '[Contact] Bulk order of cable ties');
    expect(mail?.body).toContain('Can you quote 50 cartons');
    await app.screenshot('contact-420-sent', { fullPage: true });

    // Another message starts from an empty form.
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('');
  });
});
