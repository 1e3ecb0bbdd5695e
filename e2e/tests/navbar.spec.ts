// The navbar on a phone: the side menu (loaded when first opened) traps focus, closes with
// Escape back to its button, and a link in it navigates and closes it.
import { expect, test } from './support/test';

test.use({ viewport: { width: 375, height: 740 } });

test(
  'the side menu opens, keeps focus inside, closes with Escape and navigates',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: '진타입', exact: true }),
    ).toBeVisible();

    const opener = page.getByRole('button', { name: '메뉴 열기' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: '메뉴' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: '메뉴 닫기' })).toBeFocused();

    // Tabbing through every control never leaves the menu.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await menu.getByRole('link', { name: '유형 리포트' }).click();
    await expect(page).toHaveURL(/\/typeReport$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '유형 리포트' })).toBeVisible();
  },
);
