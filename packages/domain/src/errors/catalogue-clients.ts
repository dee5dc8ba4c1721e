import { entry } from './entry';

// Machine clients' refusals (issue 40, ADR 0117): code → Portuguese message.
export const CLIENT_MESSAGES = {
  INSUFFICIENT_SCOPE: entry(
    'errors.clients.insufficientScope',
    'O cliente de API não tem o escopo {scope} exigido por esta operação',
  ),
  API_CLIENT_REVOKED: entry('errors.clients.revoked', 'Este cliente de API foi revogado'),
  SCOPE_NOT_GRANTABLE: entry('errors.clients.scopeNotGrantable', 'Escopo desconhecido ou não concedível: {scope}'),
} as const;
export type ClientErrorCode = keyof typeof CLIENT_MESSAGES;
