// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { LOCALES } from '@rec/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSelect } from './LanguageSelect';
import { SettingsProvider } from './SettingsProvider';

const show = () =>
  render(
    <FluentProvider theme={webLightTheme}>
      <IntlProvider locale="pt" defaultLocale="pt">
        <SettingsProvider>
          <LanguageSelect />
        </SettingsProvider>
      </IntlProvider>
    </FluentProvider>,
  );
const names = () => screen.getAllByRole('option').map((option) => option.textContent);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the language picker', () => {
  it.each([
    ['focus', (select: HTMLElement) => fireEvent.focus(select)],
    ['pointer', (select: HTMLElement) => fireEvent.pointerDown(select)],
  ])('shows the current language, and every language once reached by %s', (_, reach) => {
    show();
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    expect(names()).toEqual(['Português']);
    reach(select);
    expect(names()).toEqual(['Português', 'English', '中文', 'العربية', 'Italiano', 'Español', 'Français']);
    expect(names()).toHaveLength(LOCALES.length);
    expect((select as HTMLSelectElement).value).toBe('pt');
  });

  it('changes the language once one is picked', () => {
    show();
    const select = screen.getByRole('combobox', { name: 'Idioma' }) as HTMLSelectElement;
    fireEvent.focus(select);
    fireEvent.change(select, { target: { value: 'ar' } });
    expect(select.value).toBe('ar');
    expect(JSON.parse(localStorage.getItem('rec.settings') ?? '{}').language).toBe('ar');
    expect(names()).toHaveLength(LOCALES.length);
  });
});
