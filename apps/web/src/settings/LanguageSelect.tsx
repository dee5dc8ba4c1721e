import { Field, Select } from '@fluentui/react-components';
import { LOCALES, type Locale } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGE_NAMES } from './languages';
import { settingsMessages as m } from './messages';
import { useSettings } from './SettingsProvider';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The language picker. Until the visitor reaches it (focus or pointer) it holds only the current
 * language: the closed control shows no other, and the others' names in Chinese and Arabic script
 * cost the first layout a font fallback search (ADR 0054). The prerendered sign-in copy does the
 * same (copy-script.ts).
 */
export function LanguageSelect({ className }: { className?: string }) {
  const intl = useIntl();
  const { settings, update } = useSettings();
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const offered = reached ? LOCALES : [settings.language];
  return (
    <Field label={intl.formatMessage(m.language)} className={className}>
      <Select
        value={settings.language}
        onFocus={reach}
        onPointerDown={reach}
        onChange={(_, data) => {
          if (isLocale(data.value)) update({ language: data.value });
        }}
      >
        {offered.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
