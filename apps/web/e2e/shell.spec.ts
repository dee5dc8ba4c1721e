import { expect, expectAccessible, signIn, test } from './support/fixtures';

test.describe('shell', () => {
  test('a desktop starts with the sidebar collapsed (§3); its search opens and filters the menu; logo leads home', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Buscar no menu' }).fill('tecno');
    const drawer = page.getByRole('dialog', { name: 'Navegação principal' });
    await expect(drawer.getByRole('link', { name: 'Tecnologias' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Fontes de energia' })).toHaveCount(0);
    await expectAccessible(page, 'menu drawer with search');
    await drawer.getByRole('link', { name: 'Tecnologias' }).click();
    await expect(page).toHaveURL(/\/backoffice\/generationTechnology\/list$/);
    await page.getByRole('link', { name: /Página inicial/ }).click();
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  });

  test('pinning and folding the sidebar is kept in the saved settings', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Abrir ou fechar o menu' }).click();
    await page.getByRole('button', { name: 'Fixar menu lateral' }).click();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await expectAccessible(page, 'inline sidebar');
    await page.getByRole('button', { name: 'Abrir ou fechar o menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
  });

  // Robust by waiting for what a user waits for: the first try scrolled to the bottom before the
  // dashboard had drawn (a shorter page, a different scroll) and there the footer ends the sticky
  // sidebar's run, so its top was above the window; now the page is drawn, the scroll is mid-page
  // and the sidebar is pinned by the saved settings whatever the default.
  test('the sidebar scrolls on its own beside a long page; a new page opens at its top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.addInitScript(() => {
      if (!localStorage.getItem('rec.settings')) localStorage.setItem('rec.settings', '{"collapsed":false}');
    });
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    const main = page.getByRole('main');
    const sidebar = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(sidebar).toBeVisible();
    await expect(main.getByText('Números gerais')).toBeVisible();
    await expect(main.getByRole('progressbar')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1000);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
    // Low in the page the sidebar is still in sight, whole, from the window's top.
    await expect.poll(async () => (await sidebar.boundingBox())?.y).toBe(0);
    expect((await sidebar.boundingBox())?.height).toBeLessThanOrEqual(400);
    // Its lowest group opens inside it, and its menu scrolls to the last item below it; the page
    // stays where it was.
    await sidebar.getByRole('button', { name: 'Configurações' }).click();
    await expect(sidebar.getByRole('link', { name: 'Países' })).toBeAttached();
    const lowest = sidebar.getByRole('link', { name: 'Tutoriais' });
    await lowest.scrollIntoViewIfNeeded();
    await expect(lowest).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    await lowest.click();
    await expect(page).toHaveURL(/\/backoffice\/tutorials\/list$/);
    await expect(main.getByRole('heading', { name: 'Tutoriais' })).toBeVisible();
    // The new page opens at its top, not 200 px down a blank area.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page, 'sidebar beside a long page');
  });

  test('a narrow viewport shows the menu as a temporary drawer', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    const toggle = await page.getByRole('button', { name: 'Abrir ou fechar o menu' }).boundingBox();
    await page.getByRole('button', { name: 'Abrir ou fechar o menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navegação principal' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Sair')).toBeVisible();
    // Its top row is the page header's: the close button where the toggle was, then the logo.
    const close = await drawer.getByRole('button', { name: 'Fechar menu' }).boundingBox();
    expect(Math.abs((close?.x ?? 0) - (toggle?.x ?? -99))).toBeLessThan(2);
    expect(Math.abs((close?.y ?? 0) - (toggle?.y ?? -99))).toBeLessThan(2);
    await expect(drawer.getByRole('link', { name: /Página inicial/ })).toBeVisible();
    await expectAccessible(page, 'narrow drawer');
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(drawer).toHaveCount(0);
  });

  test('settings: navigation above the header, light theme, and Arabic flips the page to RTL', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await page.getByRole('menuitem', { name: 'Configurações' }).click();
    await page.getByRole('radio', { name: 'Acima do cabeçalho' }).check();
    await page.getByRole('radio', { name: 'Claro' }).check();
    await expectAccessible(page, 'settings drawer (light)');
    // Exact names: 'Abrir ou fechar o menu' contains 'fechar' (and its Arabic 'إغلاق'), and the
    // header is hidden from the accessibility tree only once the drawer's modal has settled.
    await page.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(
      page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('button', { name: 'Tutoriais' }),
    ).toBeVisible();
    await expectAccessible(page, 'horizontal navigation');
    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await page.getByRole('menuitem', { name: 'Configurações' }).click();
    await page.getByLabel('Idioma').focus();
    await page.getByLabel('Idioma').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'التفضيلات' })).toBeVisible();
    await page.getByRole('button', { name: 'إغلاق', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'لوحة التحكم' })).toBeVisible();
    await expect(page.locator('.fui-FluentProvider').first()).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page, 'dashboard in Arabic');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the profile dialog shows who is signed in', async ({ page }) => {
    await signIn(page, 'participant');
    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seu perfil' });
    await expect(dialog.getByText('Participante')).toBeVisible();
    await expectAccessible(page, 'profile dialog');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
  });
});
