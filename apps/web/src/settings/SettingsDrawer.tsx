import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { NAVIGATION_STYLES, type NavigationStyle } from '@rec/domain';
import { useIntl } from 'react-intl';
import type { AppMessage } from '../i18n/define';
import { LanguageSelect } from './LanguageSelect';
import { settingsMessages as m } from './messages';
import { useSettings } from './SettingsProvider';
import { THEMES, type ThemeName } from './settings-store';

const THEME_LABEL: Readonly<Record<ThemeName, AppMessage>> = { 'dark-indigo': m.themeDarkIndigo, light: m.themeLight };
const NAV_LABEL: Readonly<Record<NavigationStyle, AppMessage>> = {
  vertical: m.navVertical,
  inside_the_header: m.navInside,
  above_the_header: m.navAbove,
  below_the_header: m.navBelow,
};

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
});

const pick = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item === value);

// The user's preferences, saved in this browser (theme, language, navigation, sidebar).
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const { settings, update } = useSettings();
  const closeLabel = intl.formatMessage(m.close);
  return (
    <OverlayDrawer position="end" open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={closeLabel} icon={<Dismiss24Regular />} onClick={onClose} />}
        >
          {intl.formatMessage(m.title)}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <LanguageSelect />
        <Field label={intl.formatMessage(m.theme)}>
          <RadioGroup
            value={settings.theme}
            onChange={(_, data) => update({ theme: pick(THEMES, data.value) ?? settings.theme })}
          >
            {THEMES.map((theme) => (
              <Radio key={theme} value={theme} label={intl.formatMessage(THEME_LABEL[theme])} />
            ))}
          </RadioGroup>
        </Field>
        <Field label={intl.formatMessage(m.navigationStyle)}>
          <RadioGroup
            value={settings.navigationStyle}
            onChange={(_, data) =>
              update({ navigationStyle: pick(NAVIGATION_STYLES, data.value) ?? settings.navigationStyle })
            }
          >
            {NAVIGATION_STYLES.map((style) => (
              <Radio key={style} value={style} label={intl.formatMessage(NAV_LABEL[style])} />
            ))}
          </RadioGroup>
        </Field>
        <Switch
          checked={settings.collapsed}
          onChange={(_, data) => update({ collapsed: data.checked })}
          label={intl.formatMessage(m.collapsed)}
        />
      </DrawerBody>
    </OverlayDrawer>
  );
}
