import { defineMessages } from '../i18n/define';

export const automationHoursMessages = defineMessages({
  intro: {
    id: 'automationHours.intro',
    defaultMessage:
      'A cada execução, a automação resgata a porcentagem do volume destas horas (horário de Brasília, UTC−3), da conta de negociação da regra.',
  },
  kind: { id: 'automationHours.kind', defaultMessage: 'O que a automação aposenta' },
  kindHours: { id: 'automationHours.kindHours', defaultMessage: 'As horas escolhidas' },
  kindMatching: { id: 'automationHours.kindMatching', defaultMessage: 'O consumo do beneficiário, hora a hora' },
  matchingIntro: {
    id: 'automationHours.matchingIntro',
    defaultMessage:
      'Todo mês cujo consumo horário do beneficiário estiver completo, a automação casa os certificados horários da conta de negociação com esse consumo (mesma hora, mesmo limite de mercado) e aposenta o que casou, uma vez por mês. A porcentagem não se aplica.',
  },
  preferenceTitle: { id: 'automationHours.preferenceTitle', defaultMessage: 'Ordem de preferência dos certificados' },
  first: { id: 'automationHours.first', defaultMessage: '1ª preferência' },
  second: { id: 'automationHours.second', defaultMessage: '2ª preferência' },
  third: { id: 'automationHours.third', defaultMessage: '3ª preferência' },
  none: { id: 'automationHours.none', defaultMessage: 'Nenhuma' },
  oldest: { id: 'automationHours.oldest', defaultMessage: 'Mais antigos primeiro' },
  plant: { id: 'automationHours.plant', defaultMessage: 'Usinas da automação' },
  source: { id: 'automationHours.source', defaultMessage: 'Fonte preferida' },
  pickSource: { id: 'automationHours.pickSource', defaultMessage: 'Escolha uma fonte' },
  'error.required': { id: 'automationHours.error.required', defaultMessage: 'Escolha a primeira preferência' },
  'error.repeated': { id: 'automationHours.error.repeated', defaultMessage: 'Esta preferência já foi escolhida' },
  'error.sourceRequired': { id: 'automationHours.error.sourceRequired', defaultMessage: 'Escolha a fonte preferida' },
});
