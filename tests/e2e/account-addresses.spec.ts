import { axeSerious, expect, test, type App } from './harness';
import { NARROW, SMALL, WIDE, openAs } from './account-helpers';

const addresses = (app: App) => app.page.getByRole('region', { name: 'Addresses' }).getByRole('listitem');

async function storeAddresses(app: App) {
  const account = await app.core.handlers['account:get']({});
  if (!account.ok) throw new Error(account.error.message);
  return account.data.account.addresses;
}

test.describe('address book', () => {
  test('adding an address shows the rules first, then saves it into the list', async ({ launch }) => {
    const app = await launch(SMALL);
    const { page } = app;
    await openAs(app, '/account', 'Account Details');
    await page.getByRole('button', { name: 'Add address' }).click();
    await expect(page.getByRole('heading', { name: 'New address' })).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    // A new address starts in Malaysia, with its states listed.
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('MY');
    await expect(page.getByRole('combobox', { name: 'State/territory' })).toHaveValue('MY-01');

    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'The first name field is required.',
      'The last name field is required.',
      'The phone field is required.',
      'The address line 1 field is required.',
      'The city field is required.',
      'The zip field is required.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toBeFocused();
    expect(await axeSerious(page)).toEqual([]);

    // Typing is checked once the buyer pauses.
    await page.getByLabel('Phone').fill('12345');
    await expect(page.getByText('The phone field must be at least 7 characters.')).toBeVisible();
    await page.getByLabel('First name').fill('x'.repeat(46));
    await expect(page.getByText('The first name field must not be greater than 45 characters.')).toBeVisible();
    await app.screenshot('address-form-errors', { fullPage: true });
    await page.setViewportSize(NARROW);
    await app.screenshot('address-form-420', { fullPage: true });
    await page.setViewportSize(WIDE);

    await page.getByLabel('First name').fill('Aisyah');
    await page.getByLabel('Last name').fill('Rahman');
    await page.getByLabel('Phone').fill('+60 3-5510 2233');
    await page.getByLabel('Company').fill('Rahman Hardware Sdn. Bhd.');
    await page.getByLabel('Address line 1').fill('12, Jalan Kristal 7/70');
    await page.getByRole('combobox', { name: 'State/territory' }).selectOption({ label: 'Selangor' });
    await page.getByLabel('City').fill('Shah Alam');
    await page.getByLabel('Zip / postcode').fill('40000');
    await expect(page.getByText('The phone field must be at least 7 characters.')).toBeHidden();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByTestId('toast').filter({ hasText: 'Address added.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New address' })).toHaveCount(0);
    await expect(addresses(app)).toHaveCount(4);
    const added = addresses(app).filter({ hasText: 'Aisyah Rahman' });
    await expect(added).toContainText('Rahman Hardware Sdn. Bhd.');
    await expect(added).toContainText('Shah Alam, Selangor 40000');
    await expect(added).toContainText('Selangor');
    await expect(page.getByRole('button', { name: 'Add address' })).toBeFocused();
    const saved = (await storeAddresses(app)).find((a) => a.first_name === 'Aisyah');
    expect(saved).toMatchObject({ province_code: 'MY-10', province: 'Selangor', country: 'Malaysia', country_code: 'MY', is_primary: false });
  });

  test('editing an address can make it the primary one', async ({ launch }) => {
    const app = await launch(SMALL);
    const { page } = app;
    await openAs(app, '/account', 'Account Details');
    await page.getByRole('button', { name: 'Edit address of Budi Santoso' }).click();
    await expect(page.getByRole('heading', { name: 'Edit address' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Budi');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('ID');
    await expect(page.getByRole('combobox', { name: 'Province' })).toHaveValue('ID-JK');
    await app.screenshot('address-form-edit', { fullPage: true });

    // Indonesia's city is a regency and one of its districts, saved as 'district, regency'.
    await expect(page.getByRole('combobox', { name: 'Regency / city' })).toHaveValue('Kota Jakarta Selatan');
    await page.getByRole('combobox', { name: 'Regency / city' }).selectOption('Kota Jakarta Pusat');
    await page.getByRole('combobox', { name: 'District' }).selectOption('Menteng');
    await page.getByLabel('Set as primary').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Address updated.' })).toBeVisible();

    const budi = addresses(app).filter({ hasText: 'Budi Santoso' });
    await expect(budi).toContainText('Primary');
    await expect(budi).toContainText('Menteng, Kota Jakarta Pusat, Jakarta Raya 12190');
    await expect(budi.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete address of Mei Ling Tan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit address of Budi Santoso' })).toBeFocused();
    const primary = (await storeAddresses(app)).filter((a) => a.is_primary).map((a) => a.first_name);
    expect(primary).toEqual(['Budi']);

    // The primary address cannot be unmarked from its own form.
    await page.getByRole('button', { name: 'Edit address of Budi Santoso' }).click();
    await expect(page.getByLabel('Set as primary')).toBeChecked();
    await expect(page.getByLabel('Set as primary')).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit address of Budi Santoso' })).toBeFocused();
  });

  test('deleting asks first; cancelling keeps the address', async ({ launch }) => {
    const app = await launch(SMALL);
    const { page } = app;
    await openAs(app, '/account', 'Account Details');
    const remove = page.getByRole('button', { name: 'Delete address of Wei-Lun Chen' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(dialog).toContainText('Wei-Lun Chen, No. 7, Sec. 5, Xinyi Rd.');
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('address-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(addresses(app)).toHaveCount(3);

    await remove.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(addresses(app)).toHaveCount(3);

    await remove.click();
    await dialog.getByRole('button', { name: 'Delete address' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Address deleted.' })).toBeVisible();
    await expect(addresses(app)).toHaveCount(2);
    await expect(addresses(app).filter({ hasText: 'Wei-Lun Chen' })).toHaveCount(0);
    expect((await storeAddresses(app)).map((a) => a.first_name)).toEqual(['Mei Ling', 'Budi']);
  });

  test('address line 2 follows the shop setting', async ({ launch }) => {
    const app = await launch(SMALL);
    const { page } = app;
    app.store!.control.setShop({ address2_mode: 'required' });
    await openAs(app, '/account', 'Account Details');
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The address line 2 field is required.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    app.store!.control.setShop({ address2_mode: 'hidden' });
    await app.goto('/');
    await app.page.reload();
    await app.goto('/account');
    await page.getByRole('button', { name: 'Add address' }).click();
    await expect(page.getByLabel('Address line 1')).toBeVisible();
    await expect(page.getByLabel('Address line 2')).toHaveCount(0);
  });
});
