import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

// Issue 18: /locations is public: a visitor finds the reseller's offices, with their phone and hours, signed out.
test('a visitor finds the offices, signed out', async ({ page }) => {
  await page.goto('/#/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  const headquarters = page.getByRole('listitem', { name: 'Headquarters' });
  await expect(headquarters.getByRole('link', { name: '214-555-0100' })).toHaveAttribute(
    'href',
    'tel:+1-214-555-0100',
  );
  await expect(page.getByRole('list', { name: 'Locations' }).getByRole('listitem')).toHaveCount(5);
  await expectNoAxeViolations(page);
});
