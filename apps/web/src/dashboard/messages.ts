import { defineMessages } from '../i18n/define';

export const dashboardMessages = defineMessages({
  welcome: { id: 'dashboard.welcome', defaultMessage: 'Bem-vindo(a), {name}' },
  shortcuts: { id: 'dashboard.shortcuts', defaultMessage: 'Acesso rápido' },
});
