import { axeSerious, expect, test, type App } from './harness';
import { NARROW, SMALL, WIDE, openAs, recordCalls } from './account-helpers';

/** Indonesian and Taiwanese cities are chosen from lists, not typed. */

const card = (app: App, name: string) => app.page.getByRole('region', { name: 'Addresses' }).getByRole('listitem').filter({ hasText: name });
const combo = (app: App, name: string) => app.page.getByRole('combobox', { name, exact: true });

async function storeAddress(app: App, firstName: string) {
  const account = await app.core.handlers['account:get']({});
  if (!account.ok) throw new Error(account.error.message);
  return account.data.account.addresses.find((a) => a.first_name === firstName);
}

async function fillPerson(app: App, first: string, last: string, phone: string, line1: string) {
  const { page } = app;
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Address line 1').fill(line1);
}

/** Both forms at the two widths the app is used at (back office and trade counter). */
async function shoot(app: App, name: string) {
  await app.page.setViewportSize(WIDE);
  await app.screenshot(`${name}-1440`, { fullPage: true });
  await app.page.setViewportSize(NARROW);
  await app.screenshot(`${name}-420`, { fullPage: true });
  await app.page.setViewportSize(WIDE);
}

test('Indonesian and Taiwanese addresses are chosen from lists, saved, offered in the cart and preselected when edited', async ({ launch }) => {
  const app = await launch(SMALL);
  const { page } = app;
  await openAs(app, '/account', 'Account Details');

  // Indonesia: province, then regency or city, then district.
  await page.getByRole('button', { name: 'Add address' }).click();
  await fillPerson(app, 'Sari', 'Wijaya', '+62 22 420 1234', 'Jl. Braga No. 10');
  await combo(app, 'Country').selectOption('ID');
  await combo(app, 'Province').selectOption({ label: 'Jawa Barat' });
  // A new province selects its first regency and that regency's first district.
  await expect(combo(app, 'Regency / city')).toHaveValue('Kabupaten Bandung');
  await expect(combo(app, 'District')).toHaveValue('Arjasari');
  await combo(app, 'Regency / city').selectOption('Kota Bandung');
  await expect(combo(app, 'District')).toHaveValue('Andir');
  // Native selects: typing a name jumps to it.
  await combo(app, 'District').focus();
  await page.keyboard.type('Sumur');
  await expect(combo(app, 'District')).toHaveValue('Sumur Bandung');
  // The area lists carry no Indonesian postcodes: the field says it is typed, and asks for it by name.
  const zip = page.getByLabel('Zip / postcode');
  await expect(zip).toHaveAccessibleDescription('Type the postcode (kode pos): it is not filled in from the district.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Type the postcode (kode pos) of this address; it is not filled in from the district.')).toBeVisible();
  await zip.fill('40111');
  await expect(page.getByText('Type the postcode (kode pos) of this address', { exact: false })).toHaveCount(0);
  expect(await axeSerious(page)).toEqual([]);
  await shoot(app, 'address-form-indonesia');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Address added.' })).toBeVisible();
  await expect(card(app, 'Sari Wijaya')).toContainText('Sumur Bandung, Kota Bandung, Jawa Barat 40111');
  await expect(card(app, 'Sari Wijaya')).toContainText('Jawa Barat');
  expect(await storeAddress(app, 'Sari')).toMatchObject({ city: 'Sumur Bandung, Kota Bandung', province_code: 'ID-JB', country_code: 'ID' });

  // Taiwan: city or county, then district, which fills the postcode.
  await page.getByRole('button', { name: 'Add address' }).click();
  await fillPerson(app, 'Mei-Hua', 'Lin', '+886 7 215 1234', 'No. 100, Zhongshan 1st Rd.');
  await combo(app, 'Country').selectOption('TW');
  await combo(app, 'City/county').selectOption({ label: 'Hsinchu City' });
  await expect(combo(app, 'District')).toHaveValue('East District');
  await expect(page.getByLabel('Zip / postcode')).toHaveValue('300');
  await combo(app, 'City/county').selectOption({ label: 'Kaohsiung' });
  await expect(combo(app, 'District')).toHaveValue('Xinxing District');
  await expect(page.getByLabel('Zip / postcode')).toHaveValue('800');
  await combo(app, 'District').focus();
  await page.keyboard.type('Sanmin');
  await expect(combo(app, 'District')).toHaveValue('Sanmin District');
  await expect(page.getByLabel('Zip / postcode')).toHaveValue('807');
  expect(await axeSerious(page)).toEqual([]);
  await shoot(app, 'address-form-taiwan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Address added.' }).last()).toBeVisible();
  await expect(card(app, 'Mei-Hua Lin')).toContainText('Sanmin District, Kaohsiung 807');
  await expect(card(app, 'Mei-Hua Lin')).toContainText('Kaohsiung');
  expect(await storeAddress(app, 'Mei-Hua')).toMatchObject({ city: 'Sanmin District', zip: '807', province_code: 'TW-KHH', country_code: 'TW' });

  // Editing preselects the saved choices; cancel closes the form and keeps the address as it was.
  await page.getByRole('button', { name: 'Edit address of Sari Wijaya' }).click();
  await expect(combo(app, 'Province')).toHaveValue('ID-JB');
  await expect(combo(app, 'Regency / city')).toHaveValue('Kota Bandung');
  await expect(combo(app, 'District')).toHaveValue('Sumur Bandung');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit address of Sari Wijaya' })).toBeFocused();

  await page.getByRole('button', { name: 'Edit address of Mei-Hua Lin' }).click();
  await expect(combo(app, 'City/county')).toHaveValue('TW-KHH');
  await expect(combo(app, 'District')).toHaveValue('Sanmin District');
  await expect(page.getByLabel('Zip / postcode')).toHaveValue('807');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Address updated.' })).toBeVisible();
  expect(await storeAddress(app, 'Mei-Hua')).toMatchObject({ city: 'Sanmin District', zip: '807' });

  // Both are billing addresses in the cart.
  await app.goto('/cart');
  const billing = page.getByLabel('Billing address');
  await billing.selectOption({ label: 'Sari Wijaya' });
  await expect(page.locator('.billing-address__card')).toContainText('Sumur Bandung, Kota Bandung, Jawa Barat 40111, Indonesia');
  await billing.selectOption({ label: 'Mei-Hua Lin' });
  await expect(page.locator('.billing-address__card')).toContainText('Sanmin District, Kaohsiung 807, Taiwan');
});

test('saved cities are matched on first load; a typed-city country clears the city once', async ({ launch }) => {
  const app = await launch(SMALL);
  const { page } = app;
  await openAs(app, '/account', 'Account Details');

  // The seeded Indonesian city is 'Kebayoran Baru, Kota Jakarta Selatan'.
  await page.getByRole('button', { name: 'Edit address of Budi Santoso' }).click();
  await expect(combo(app, 'Regency / city')).toHaveValue('Kota Jakarta Selatan');
  await expect(combo(app, 'District')).toHaveValue('Kebayoran Baru');
  // Cancel closes the form and reloads the account, as save does.
  const calls = await recordCalls(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Edit address' })).toHaveCount(0);
  await expect.poll(calls).toContain('account:get');

  // The seeded Taiwanese address keeps its district and postcode.
  await page.getByRole('button', { name: 'Edit address of Wei-Lun Chen' }).click();
  await expect(combo(app, 'City/county')).toHaveValue('TW-TPE');
  await expect(combo(app, 'District')).toHaveValue('Xinyi District');
  await expect(page.getByLabel('Zip / postcode')).toHaveValue('110');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A Malaysian address opens with its typed city; going through Indonesia and back clears it.
  await page.getByRole('button', { name: 'Edit address of Mei Ling Tan' }).click();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Kuala Lumpur');
  await combo(app, 'Country').selectOption('ID');
  await expect(combo(app, 'District')).not.toHaveValue('');
  await combo(app, 'Country').selectOption('MY');
  const city = page.getByRole('textbox', { name: 'City' });
  await expect(city).toHaveValue('');
  await city.fill('Petaling Jaya');
  await combo(app, 'State/territory').selectOption({ label: 'Selangor' });
  await expect(city).toHaveValue('Petaling Jaya');
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await storeAddress(app, 'Mei Ling')).toMatchObject({ city: 'Kuala Lumpur', country_code: 'MY' });
});
