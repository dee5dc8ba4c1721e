import { Field, Select } from '@fluentui/react-components';
import { LOCALES, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { LANGUAGE_NAMES } from './languages';
import { settingsMessages as m } from './messages';
import { useSettings } from './SettingsProvider';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

export function LanguageSelect({ className }: { className?: string }) {
  const intl = useIntl();
  const { settings, update } = useSettings();
  return (
    <Field label={intl.formatMessage(m.language)} className={className}>
      <Select
        value={settings.language}
        onChange={(_, data) => {
          if (isLocale(data.value)) update({ language: data.value });
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
