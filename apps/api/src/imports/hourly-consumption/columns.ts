import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { ColumnSpec } from '../workbook';

// The columns of an hourly-consumption file (CSV or the first sheet of a workbook). The hour's
// header says its clock (UTC or Brasília time) and the consumption's header its unit (Wh or MWh):
// exactly one of each pair (ADR 0102).

export type HourKey = 'code' | 'utc' | 'local' | 'wh' | 'mwh' | 'submarket' | 'tier';

export const HOURLY_CONSUMPTION_COLUMNS: readonly ColumnSpec<HourKey>[] = [
  {
    key: 'code',
    label: serverText(SERVER_TEXTS.beneficiario),
    aliases: ['beneficiario', 'codigo beneficiario', 'codigo do beneficiario', 'beneficiary', 'code'],
    required: true,
  },
  {
    key: 'utc',
    label: serverText(SERVER_TEXTS.horaInicioUtc),
    aliases: ['inicio utc', 'hora inicio utc', 'inicio da hora utc', 'hora utc', 'start utc', 'hour start utc'],
    required: false,
  },
  {
    key: 'local',
    label: serverText(SERVER_TEXTS.horaInicioLocal),
    aliases: [
      'inicio horario de brasilia',
      'inicio horario brasilia',
      'inicio local',
      'hora inicio local',
      'hora local',
      'inicio america sao paulo',
      'start local',
      'hour start local',
    ],
    required: false,
  },
  {
    key: 'wh',
    label: serverText(SERVER_TEXTS.consumoWh),
    aliases: ['consumo wh', 'wh', 'consumption wh'],
    required: false,
  },
  {
    key: 'mwh',
    label: serverText(SERVER_TEXTS.consumoMwh),
    aliases: ['consumo mwh', 'mwh', 'consumption mwh'],
    required: false,
  },
  {
    key: 'submarket',
    label: serverText(SERVER_TEXTS.submercado),
    aliases: ['submercado', 'submarket'],
    required: true,
  },
  {
    key: 'tier',
    label: serverText(SERVER_TEXTS.nivelDado),
    aliases: ['nivel do dado', 'nivel dado', 'nivel', 'origem do dado', 'tier', 'data tier'],
    required: true,
  },
];
