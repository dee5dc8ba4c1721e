import { defineMessages } from '../i18n/define';

export const actionMessages = defineMessages({
  title: { id: 'actions.title', defaultMessage: '{action}: {name}' },
  cancel: { id: 'actions.cancel', defaultMessage: 'Cancelar' },
  details: { id: 'actions.details', defaultMessage: 'Detalhes de {name}' },
  detailsShort: { id: 'actions.detailsShort', defaultMessage: 'Detalhes' },
  actionOn: { id: 'actions.actionOn', defaultMessage: '{action} {name}' },
  chooseFile: { id: 'actions.chooseFile', defaultMessage: 'Escolher arquivo' },
  send: { id: 'actions.send', defaultMessage: 'Enviar' },
  more: { id: 'actions.more', defaultMessage: 'Mais ações para {name}' },
});
