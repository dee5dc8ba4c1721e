import type { Action, ResourceName } from '../resources/names';
import { API_CODE_MESSAGES, HTTP_CODE_MESSAGES } from './catalogue-api-codes';
import { AUTH_MESSAGES, RECOVER_MESSAGES } from './catalogue-auth';
import { CODE_MESSAGES, LIMIT_MESSAGES, SERVER_TEXT_MESSAGES } from './catalogue-codes';
import { FAILURE_MESSAGES } from './catalogue-failures';
import { GENERIC_MESSAGES, NOT_FOUND_MESSAGES } from './catalogue-generic';
import { type DomainError, ServerError } from './domain-error';
import type { CatalogueEntry, DomainMessage } from './entry';
import { fillFromServer } from './fill-from-server';
import { lookup } from './lookup';
import { toDomainError } from './to-domain-error';

export type MessageAction =
  | { resource: ResourceName; action: Action }
  | { resource: 'auth'; action: 'login' }
  | { resource: 'recover'; action: 'email' | 'newPassword' };

const FLOW_FAILURES: Readonly<Record<string, CatalogueEntry>> = {
  'auth.login': AUTH_MESSAGES.loginFailed,
  'recover.email': RECOVER_MESSAGES.failed,
  'recover.newPassword': RECOVER_MESSAGES.newPasswordFailed,
};

// §8: these actions show the server's own text (approvals, hub sends, reverts, and the creations
// whose unknown codes show the raw message) rather than a generic failure line.
export const SERVER_MESSAGE_ACTIONS: ReadonlySet<string> = new Set([
  'recs.approve',
  'recs.refuse',
  'recs.block',
  'recs.revert',
  'recs.send',
  'businesses.approve',
  'businesses.refuse',
  'participants.approve',
  'participants.refuse',
  'businesses.create',
  'participants.create',
  'beneficiaries.create',
  'retirements.create',
  'redemptions.create',
  'redemptionsautomations.create',
  'beneficiary_consumptions.import',
]);

const keyOf = (action: MessageAction): string => `${action.resource}.${action.action}`;

type ResourceAction = Extract<MessageAction, { resource: ResourceName }>;
const isResourceAction = (action: MessageAction | undefined): action is ResourceAction =>
  action !== undefined && action.resource !== 'auth' && action.resource !== 'recover';

const failureOf = (action: MessageAction): CatalogueEntry | undefined =>
  isResourceAction(action) ? FAILURE_MESSAGES[action.resource][action.action] : lookup(FLOW_FAILURES, keyOf(action));

const byStatus = (error: DomainError, action: MessageAction | undefined): CatalogueEntry | undefined => {
  if (error.kind === 'rateLimited') return LIMIT_MESSAGES.emissionLimit;
  if (error.kind === 'notFound') {
    return (isResourceAction(action) && NOT_FOUND_MESSAGES[action.resource]) || GENERIC_MESSAGES.notFound;
  }
  if (error.kind === 'notAllowed')
    return error.status === 401 ? GENERIC_MESSAGES.sessionExpired : GENERIC_MESSAGES.notAllowed;
  return undefined;
};

const raw = (text: string): DomainMessage => ({ ...GENERIC_MESSAGES.raw, values: { message: text } });

// Picks the text a user sees: a known code first, then the HTTP status, then the action's
// failure line, then whatever the server wrote.
export const messageFor = (err: unknown, action?: MessageAction): DomainMessage => {
  const error = toDomainError(err);
  const byCode =
    lookup(CODE_MESSAGES, error.code) ??
    lookup(API_CODE_MESSAGES, error.code) ??
    lookup(SERVER_TEXT_MESSAGES, error.serverMessage);
  // A code whose message has arguments shows only when the server's text fills them all.
  const known = byCode && fillFromServer(byCode, error.serverMessage);
  if (known) return known;
  // Sign-in and recovery have their own failure texts whatever the status (§8).
  const status = action === undefined || isResourceAction(action) ? byStatus(error, action) : undefined;
  if (status) return status;
  if (action && error.serverMessage && SERVER_MESSAGE_ACTIONS.has(keyOf(action))) return raw(error.serverMessage);
  const failure = action && failureOf(action);
  if (failure) return failure;
  if (error instanceof ServerError && error.network) return GENERIC_MESSAGES.network;
  const http = lookup(HTTP_CODE_MESSAGES, error.code);
  if (http) return http;
  return error.serverMessage ? raw(error.serverMessage) : GENERIC_MESSAGES.unexpected;
};
