import { defineMessages } from '../i18n/define';

export const inboxMessages = defineMessages({
  bell: { id: 'inbox.bell', defaultMessage: 'Notificações não lidas: {count}' },
  unread: { id: 'inbox.unread', defaultMessage: 'Não lidas' },
  all: { id: 'inbox.all', defaultMessage: 'Todas' },
  markRead: { id: 'inbox.markRead', defaultMessage: 'Marcar como lida' },
  markAll: { id: 'inbox.markAll', defaultMessage: 'Marcar todas como lidas' },
  preferences: { id: 'inbox.preferences', defaultMessage: 'Preferências de e-mail' },
  empty: { id: 'inbox.empty', defaultMessage: 'Nenhuma notificação.' },
  emptyUnread: { id: 'inbox.emptyUnread', defaultMessage: 'Nenhuma notificação não lida.' },
  open: { id: 'inbox.open', defaultMessage: 'Abrir' },
  more: { id: 'inbox.more', defaultMessage: 'Mais antigas' },
  prefsIntro: {
    id: 'inbox.prefsIntro',
    defaultMessage: 'O sino mostra todas as notificações; escolha quais também chegam por e-mail e em que idioma.',
  },
  language: { id: 'inbox.language', defaultMessage: 'Idioma dos e-mails' },
  byEmail: { id: 'inbox.byEmail', defaultMessage: 'Por e-mail' },
  save: { id: 'inbox.save', defaultMessage: 'Salvar' },
  saved: { id: 'inbox.saved', defaultMessage: 'Preferências salvas' },
  outboxIntro: {
    id: 'inbox.outboxIntro',
    defaultMessage:
      'Os e-mails que o registro envia. Sem SMTP configurado eles ficam só aqui (e no registro do servidor).',
  },
  to: { id: 'inbox.to', defaultMessage: 'Para' },
  subject: { id: 'inbox.subject', defaultMessage: 'Assunto' },
  state: { id: 'inbox.state', defaultMessage: 'Situação' },
  attempts: { id: 'inbox.attempts', defaultMessage: 'Tentativas' },
  created: { id: 'inbox.created', defaultMessage: 'Criado em' },
  statePending: { id: 'inbox.statePending', defaultMessage: 'Pendente' },
  stateSent: { id: 'inbox.stateSent', defaultMessage: 'Enviado' },
  stateFailed: { id: 'inbox.stateFailed', defaultMessage: 'Falhou' },
  view: { id: 'inbox.view', defaultMessage: 'Ver' },
  close: { id: 'inbox.close', defaultMessage: 'Fechar' },
  outboxEmpty: { id: 'inbox.outboxEmpty', defaultMessage: 'Nenhum e-mail na caixa de saída.' },
  outboxGrid: { id: 'inbox.outboxGrid', defaultMessage: 'E-mails da caixa de saída' },
});
