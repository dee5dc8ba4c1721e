import { defineMessages } from '../i18n/define';

export const automationHoursMessages = defineMessages({
  intro: {
    id: 'automationHours.intro',
    defaultMessage:
      'A cada execução, a automação resgata a porcentagem do volume destas horas (horário de Brasília, UTC−3), da conta de negociação da regra.',
  },
});
