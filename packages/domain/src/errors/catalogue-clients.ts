import { entry } from './entry';

// Machine clients' refusals (issue 40, ADR 0117): code → Portuguese message.
export const CLIENT_MESSAGES = {
  INSUFFICIENT_SCOPE: entry(
    'errors.clients.insufficientScope',
    'O cliente de API não tem o escopo {scope} exigido por esta operação',
  ),
  API_CLIENT_REVOKED: entry('errors.clients.revoked', 'Este cliente de API foi revogado'),
  // Cursor walks of the ledger lists (ADR 0125): a cursor is signed for one list and one direction.
  CURSOR_INVALID: entry(
    'errors.clients.cursorInvalid',
    'Cursor inválido: envie o next_cursor da página anterior desta mesma lista, sem alterá-lo',
  ),
  CURSOR_ORDER: entry(
    'errors.clients.cursorOrder',
    'Com cursor, a lista é percorrida pelo id na ordem do cursor: não envie page, nem sort por outra coluna, nem outra order',
  ),
  SCOPE_NOT_GRANTABLE: entry('errors.clients.scopeNotGrantable', 'Escopo desconhecido ou não concedível: {scope}'),
} as const;
export type ClientErrorCode = keyof typeof CLIENT_MESSAGES;
