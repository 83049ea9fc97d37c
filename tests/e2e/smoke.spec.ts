import { expect, test } from '@playwright/test';

test.describe('smoke', () => {
  test('the server answers / with the SPA and the app renders without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Waste & Recycling Back Office');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });

  test('a deep link is answered with the SPA (history fallback)', async ({ page }) => {
    const response = await page.goto('/collections/view/1');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.locator('#root')).not.toBeEmpty();
  });
});
