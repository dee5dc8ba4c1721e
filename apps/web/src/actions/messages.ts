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
  secretOnce: {
    id: 'actions.secretOnce',
    defaultMessage: 'Copie e guarde este segredo agora: ele não será mostrado de novo.',
  },
  copy: { id: 'actions.copy', defaultMessage: 'Copiar' },
  secretCopied: { id: 'actions.secretCopied', defaultMessage: 'Copiado para a área de transferência' },
  secretCopyFailed: {
    id: 'actions.secretCopyFailed',
    defaultMessage: 'Não foi possível copiar; selecione o texto e copie',
  },
  secretDone: { id: 'actions.secretDone', defaultMessage: 'Já copiei, fechar' },
});
