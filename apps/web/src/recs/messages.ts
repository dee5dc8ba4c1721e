import { defineMessages } from '../i18n/define';

export const recRequestMessages = defineMessages({
  line: { id: 'recRequest.line', defaultMessage: 'Solicitação {number}' },
  plant: { id: 'recRequest.plant', defaultMessage: 'Empreendimento' },
  period: { id: 'recRequest.period', defaultMessage: 'Mês de geração' },
  scheme: { id: 'recRequest.scheme', defaultMessage: 'Padrão' },
  participant: { id: 'recRequest.participant', defaultMessage: 'Participante' },
  noReceivers: {
    id: 'recRequest.noReceivers',
    defaultMessage: 'Nenhum participante vinculado ao registrante ou ao empreendimento',
  },
  granularity: { id: 'recRequest.granularity', defaultMessage: 'Granularidade' },
  hourlyUnavailable: {
    id: 'recRequest.hourlyUnavailable',
    defaultMessage: 'Horária só para meses cuja geração veio do arquivo horário da CCEE',
  },
  volume: { id: 'recRequest.volume', defaultMessage: 'Volume (MWh)' },
  available: { id: 'recRequest.available', defaultMessage: 'Disponível: {volume} MWh' },
  choosePlant: { id: 'recRequest.choosePlant', defaultMessage: 'Escolha o empreendimento' },
  noMonths: { id: 'recRequest.noMonths', defaultMessage: 'Nenhum mês com volume disponível' },
  refusedMonths: { id: 'recRequest.refusedMonths', defaultMessage: 'Meses com geração não oferecidos: {months}' },
  refusedDeadline: { id: 'recRequest.refusedDeadline', defaultMessage: '{month} (prazo encerrado em {deadline})' },
  refusedOpen: { id: 'recRequest.refusedOpen', defaultMessage: '{month} (mês ainda não encerrado)' },
  monthOption: { id: 'recRequest.monthOption', defaultMessage: '{month} — {volume} MWh disponíveis' },
  add: { id: 'recRequest.add', defaultMessage: 'Adicionar mês ou empreendimento' },
  remove: { id: 'recRequest.remove', defaultMessage: 'Remover solicitação {number}' },
  send: { id: 'recRequest.send', defaultMessage: 'Solicitar emissão' },
  sendMany: { id: 'recRequest.sendMany', defaultMessage: 'Solicitar {count} emissões' },
  sending: { id: 'recRequest.sending', defaultMessage: 'Enviando…' },
  cancel: { id: 'recRequest.cancel', defaultMessage: 'Cancelar' },
  sent: { id: 'recRequest.sent', defaultMessage: 'Solicitação de emissão enviada' },
  intro: {
    id: 'recRequest.intro',
    defaultMessage:
      'Escolha o empreendimento e o mês: o volume ainda livre para emissão aparece antes do envio. Várias linhas seguem numa só solicitação.',
  },
});
