import { defineMessages } from '../i18n/define';

export const settingsMessages = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Preferências' },
  close: { id: 'settings.close', defaultMessage: 'Fechar' },
  language: { id: 'settings.language', defaultMessage: 'Idioma' },
  theme: { id: 'settings.theme', defaultMessage: 'Tema' },
  themeDarkIndigo: { id: 'settings.theme.dark-indigo', defaultMessage: 'Escuro (índigo)' },
  themeLight: { id: 'settings.theme.light', defaultMessage: 'Claro' },
  navigationStyle: { id: 'settings.navigationStyle', defaultMessage: 'Estilo de navegação' },
  navVertical: { id: 'settings.navigationStyle.vertical', defaultMessage: 'Vertical' },
  navInside: { id: 'settings.navigationStyle.inside_the_header', defaultMessage: 'Dentro do cabeçalho' },
  navAbove: { id: 'settings.navigationStyle.above_the_header', defaultMessage: 'Acima do cabeçalho' },
  navBelow: { id: 'settings.navigationStyle.below_the_header', defaultMessage: 'Abaixo do cabeçalho' },
  collapsed: { id: 'settings.collapsed', defaultMessage: 'Menu lateral recolhido' },
});
