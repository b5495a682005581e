import { expect, test } from '@playwright/test';

/**
 * Forms for an international network (issue 13 item 7): sign-up preselects no gender and offers the
 * venue nearest the member once they share their location (Chromium's geolocation, granted here and
 * set to a venue's own coordinates), listing the venues by distance.
 */
test('sign-up: no gender preselected; "nearest to me" chooses the venue at the member’s location', async ({ page, context, request }) => {
  await page.goto('/signup');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  // Neither gender is preselected: the optional field starts at "prefer not to say" (issue 26 item 16).
  await expect(field('Gender (optional)')).toHaveValue('N');

  await field('Country').selectOption({ index: 1 });
  const countryno = await field('Country').inputValue();
  const shops = (await (await request.get(`/upstream/register/shoplist?countryno=${countryno}`)).json()).shoplist as { no: number; name: string; latitude: number; longitude: number }[];
  expect(shops.length).toBeGreaterThan(1);
  // Stand at the last venue of the alphabetical list, so the nearest is not simply the first option.
  const target = shops[shops.length - 1];
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: target.latitude, longitude: target.longitude });

  const store = field('Favourite venue (optional)');
  await expect(store.locator('option')).not.toHaveCount(1);
  await page.getByRole('button', { name: 'Choose the venue nearest to me' }).click();
  await expect(store).toHaveValue(String(target.no));
  await expect(page.getByText(`Nearest venue chosen: ${target.name}.`)).toBeVisible();
  // Listed by distance: the chosen venue comes first, at 0 km.
  await expect(store.locator('option').nth(1)).toContainText(`${target.name}`);
  await expect(store.locator('option').nth(1)).toContainText('0.0 km');
});
