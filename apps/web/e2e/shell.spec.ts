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
