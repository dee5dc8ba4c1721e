import { REPORT_MESSAGES, type ReportDecl, type ReportFilter, SERVER_TEXTS, serverText } from '@rec/domain';
import { unprocessable } from '../../http/errors';
import type { Principal } from '../../http/types';
import { registrantScope } from '../../policy/scope';

/** The filters of one report call, checked against the report's declaration, with the caller's scope. */
export interface ReportQuery {
  from?: string;
  to?: string;
  registrantId?: number;
  participantId?: number;
  businessId?: number;
  scheme?: 'irec' | 'rec_brazil';
  status?: string;
  recId?: number;
  /** The registrant a client role is restricted to; undefined for admin. */
  scope?: number;
  page: number;
  amount: number;
}

export type ReportInput = Partial<Record<'from' | 'to' | 'scheme' | 'status', string>> &
  Partial<Record<'registrant_id' | 'participant_id' | 'business_id' | 'rec_id', number>>;

const FILTER_OF: Record<keyof ReportInput, ReportFilter> = {
  from: 'period',
  to: 'period',
  registrant_id: 'registrant_id',
  participant_id: 'participant_id',
  business_id: 'business_id',
  scheme: 'scheme',
  status: 'status',
  rec_id: 'rec_id',
};

const text = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? k);

/** Refuses filters the report does not take, unknown statuses and an inverted period (422). */
export function reportQuery(
  decl: ReportDecl,
  input: ReportInput,
  user: Principal,
  paging: { page?: number; amount?: number },
): ReportQuery {
  for (const [key, value] of Object.entries(input) as [keyof ReportInput, unknown][]) {
    if (value === undefined || !(key in FILTER_OF)) continue;
    if (!decl.filters.includes(FILTER_OF[key]))
      throw unprocessable(
        'REPORT_FILTER_NOT_SUPPORTED',
        text(REPORT_MESSAGES.REPORT_FILTER_NOT_SUPPORTED.defaultMessage, { filter: key }),
        [{ field: key, code: 'not_supported', message: serverText(SERVER_TEXTS.filtroNaoAceito, { key }) }],
      );
  }
  for (const required of decl.required ?? []) {
    const key = (Object.keys(FILTER_OF) as (keyof ReportInput)[]).find((k) => FILTER_OF[k] === required) ?? required;
    if (input[key as keyof ReportInput] === undefined)
      throw unprocessable(
        'REPORT_FILTER_REQUIRED',
        text(REPORT_MESSAGES.REPORT_FILTER_REQUIRED.defaultMessage, { filter: key }),
        [{ field: key, code: 'required', message: serverText(SERVER_TEXTS.filtroObrigatorio, { key }) }],
      );
  }
  if (input.status !== undefined && !decl.statuses?.some((o) => o.value === input.status))
    throw unprocessable(
      'REPORT_STATUS_UNKNOWN',
      text(REPORT_MESSAGES.REPORT_STATUS_UNKNOWN.defaultMessage, { status: input.status }),
      [
        {
          field: 'status',
          code: 'unknown',
          message: serverText(SERVER_TEXTS.situacaoDesconhecida, { status: input.status }),
        },
      ],
    );
  if (input.from && input.to && input.from > input.to)
    throw unprocessable('REPORT_PERIOD_INVERTED', REPORT_MESSAGES.REPORT_PERIOD_INVERTED.defaultMessage, [
      { field: 'from', code: 'after_to', message: serverText(SERVER_TEXTS.mesInicialDepoisMesFinal) },
    ]);
  const scope = registrantScope(user);
  // A client naming another registrant gets nothing (-1 matches no id), never that registrant's rows.
  const registrantId =
    scope === undefined
      ? input.registrant_id
      : input.registrant_id !== undefined && input.registrant_id !== scope
        ? -1
        : scope;
  return {
    from: input.from,
    to: input.to,
    registrantId,
    participantId: input.participant_id,
    businessId: input.business_id,
    scheme: input.scheme as ReportQuery['scheme'],
    status: input.status,
    recId: input.rec_id,
    scope,
    page: paging.page ?? 1,
    amount: paging.amount ?? 10,
  };
}
