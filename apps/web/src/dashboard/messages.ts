import { defineMessages } from '../i18n/define';

export const dashboardMessages = defineMessages({
  welcome: { id: 'dashboard.welcome', defaultMessage: 'Bem-vindo(a), {name}' },
  intro: {
    id: 'dashboard.intro',
    defaultMessage: 'Este é o seu painel no registro de certificados de energia renovável (I-REC e REC Brazil).',
  },
  shortcuts: { id: 'dashboard.shortcuts', defaultMessage: 'Acesso rápido' },
  widgetsLater: {
    id: 'dashboard.widgetsLater',
    defaultMessage: 'Os indicadores do painel serão exibidos aqui quando estiverem disponíveis.',
  },
});
