import { defineMessages } from '../i18n/define';

// The account security page (issue 42, ADR 0121/0122): one's own second factor and sessions.
export const securityMessages = defineMessages({
  title: { id: 'security.title', defaultMessage: 'Segurança da conta' },
  twoFactor: { id: 'security.twoFactor', defaultMessage: 'Verificação em duas etapas' },
  on: { id: 'security.on', defaultMessage: 'Ativada' },
  off: { id: 'security.off', defaultMessage: 'Desativada' },
  offIntro: {
    id: 'security.offIntro',
    defaultMessage:
      'Ao entrar, além da senha, será pedido um código do aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…).',
  },
  notRequired: {
    id: 'security.notRequired',
    defaultMessage:
      'Este registro não exige a verificação em duas etapas dos administradores (demonstração). Em produção ela é obrigatória.',
  },
  required: {
    id: 'security.required',
    defaultMessage: 'O registro exige a verificação em duas etapas dos administradores: ative-a para continuar.',
  },
  start: { id: 'security.start', defaultMessage: 'Ativar' },
  scan: { id: 'security.scan', defaultMessage: 'Leia o código QR com o aplicativo autenticador, ou digite a chave:' },
  qrAlt: { id: 'security.qrAlt', defaultMessage: 'Código QR da chave' },
  key: { id: 'security.key', defaultMessage: 'Chave' },
  code: { id: 'security.code', defaultMessage: 'Código do aplicativo' },
  codeRequired: { id: 'security.codeRequired', defaultMessage: 'Digite o código' },
  confirm: { id: 'security.confirm', defaultMessage: 'Confirmar' },
  codesTitle: { id: 'security.codesTitle', defaultMessage: 'Códigos de recuperação' },
  codesOnce: {
    id: 'security.codesOnce',
    defaultMessage:
      'Guarde estes códigos em lugar seguro: cada um serve uma vez, se o aplicativo não estiver à mão. Eles não serão mostrados de novo.',
  },
  codesLeft: {
    id: 'security.codesLeft',
    defaultMessage:
      '{count, plural, one {# código de recuperação restante} other {# códigos de recuperação restantes}}',
  },
  done: { id: 'security.done', defaultMessage: 'Concluir' },
  regenerate: { id: 'security.regenerate', defaultMessage: 'Gerar novos códigos' },
  disable: { id: 'security.disable', defaultMessage: 'Desativar' },
  enabledNotice: { id: 'security.enabledNotice', defaultMessage: 'Verificação em duas etapas ativada' },
  disabledNotice: { id: 'security.disabledNotice', defaultMessage: 'Verificação em duas etapas desativada' },
  sessions: { id: 'security.sessions', defaultMessage: 'Sessões' },
  device: { id: 'security.device', defaultMessage: 'Dispositivo' },
  address: { id: 'security.address', defaultMessage: 'Endereço' },
  created: { id: 'security.created', defaultMessage: 'Início' },
  lastUse: { id: 'security.lastUse', defaultMessage: 'Último uso' },
  current: { id: 'security.current', defaultMessage: 'Esta sessão' },
  unknown: { id: 'security.unknown', defaultMessage: 'Desconhecido' },
  revoke: { id: 'security.revoke', defaultMessage: 'Encerrar' },
  revokeAll: { id: 'security.revokeAll', defaultMessage: 'Sair de todos os dispositivos' },
  revoked: { id: 'security.revoked', defaultMessage: 'Sessão encerrada' },
  noSessions: { id: 'security.noSessions', defaultMessage: 'Nenhuma sessão aberta' },
  failed: { id: 'security.failed', defaultMessage: 'Não foi possível carregar' },
});
