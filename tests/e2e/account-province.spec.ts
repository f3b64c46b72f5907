import { axeSerious, expect, test } from './harness';
import { startStorefront } from '../../server/index';
import { SMALL, openAs, storeWithoutProvinces } from './account-helpers';

test('the province field follows the country: its label, a list, or free text', async ({ launch }) => {
  const store = await startStorefront({ port: 0, products: 6 });
  // Singapore is listed without provinces here, so its region is typed.
  const proxy = await storeWithoutProvinces(store.url, 'SG');
  try {
    const app = await launch({ ...SMALL, storeUrl: proxy.url });
    const { page } = app;
    await openAs(app, '/account', 'Account Details');
    await page.getByRole('button', { name: 'Add address' }).click();
    const country = page.getByRole('combobox', { name: 'Country' });

    await expect(page.getByRole('combobox', { name: 'State/territory' })).toContainText('Selangor');

    await country.selectOption('ID');
    const province = page.getByRole('combobox', { name: 'Province' });
    await expect(province).toHaveValue('ID-AC'); // the first of the new list
    await expect(province).toContainText('Jakarta Raya');

    await country.selectOption('JP');
    await expect(page.getByRole('combobox', { name: 'Prefecture' })).toBeVisible();

    await country.selectOption('TW');
    await expect(page.getByRole('combobox', { name: 'City/county' })).toContainText('Taipei');
    await expect(page.getByLabel('District')).toBeVisible();

    // Hong Kong addresses have no postcode.
    await country.selectOption('HK');
    await expect(page.getByRole('combobox', { name: 'Region' })).toBeVisible();
    await expect(page.getByLabel('Zip / postcode')).toHaveCount(0);

    await country.selectOption('SG');
    const region = page.getByRole('textbox', { name: 'Region' });
    await expect(region).toBeVisible();
    await expect(page.getByLabel('Zip / postcode')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The province field is required.')).toBeVisible();
    expect(await axeSerious(page)).toEqual([]);

    await page.getByLabel('First name').fill('Daniel');
    await page.getByLabel('Last name').fill('Lim');
    await page.getByLabel('Phone').fill('+65 6123 4567');
    await page.getByLabel('Address line 1').fill('1 Raffles Place');
    await region.fill('Central');
    await page.getByLabel('City').fill('Singapore');
    await page.getByLabel('Zip / postcode').fill('048616');
    await app.screenshot('address-form-free-text-region', { fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Address added.' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Addresses' }).getByRole('listitem').filter({ hasText: 'Daniel Lim' });
    await expect(card).toContainText('Central');
    // Written the one way every address is: city, province and postcode on one line.
    await expect(card).toContainText('Singapore, Central 048616');
  } finally {
    await proxy.close();
    await store.close();
  }
});
