import { SERVER_TEXTS, serverText } from '@rec/domain';
import {
  freeHours,
  hourInterval,
  hourlyRefusal,
  hoursOfDays,
  productionMonth,
  reserveHours,
  sumWh,
  whOf,
} from '@rec/domain/hourly';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { raise, unprocessable } from '../http/errors';
import { fromMicro } from '../ledger/decimal';

import { issuedByHour } from './issued';
import { pendingHourly } from './reserve';
import { latestBatch, plantSeries } from './series';

// An hourly emission request's own checks (ADR 0091, 0092), after the ones every request passes
// (closed month, generation not yet covered by other requests, limits): the plant-month's
// generation came from CCEE's hourly file, and the hours of the request's days that earlier hourly
// issuance and the pending hourly requests made before it (ADR 0100: they reserve) left free hold
// its volume — what approval will take, so approval refuses nothing accepted here.

export interface HourlyAsk {
  business_id: number;
  period: string;
  initial_period: string;
  final_period: string;
  emissionVolume: string;
  /** generation.origin of the plant-month. */
  origin: string;
  /** The request being edited: only the pending requests made before it reserve (ADR 0100). */
  recId?: number;
}

export async function checkHourlyRequest(db: Kysely<DB>, ask: HourlyAsk): Promise<void> {
  const [year, month] = ask.period.split('-').map(Number) as [number, number];
  const batch = ask.origin === 'ccee_hourly' ? await latestBatch(db, year, month) : undefined;
  const series = batch === undefined ? undefined : await plantSeries(db, batch, ask.business_id);
  const refusal = hourlyRefusal(ask.period, { origin: ask.origin, hasSeries: series !== undefined });
  if (refusal || !series)
    throw raise('HOURLY_NOT_AVAILABLE', {
      status: 422,
      fields: [{ field: 'granularity', message: serverText(SERVER_TEXTS.geracaoNaoVeioDoArquivoHorario) }],
    });
  const issued = await issuedByHour(
    db,
    ask.business_id,
    productionMonth(ask.period),
    hourInterval(ask.period, 0).start,
  );
  const pending = await pendingHourly(db, [ask.business_id], ask.period, { beforeId: ask.recId });
  const { from, to } = hoursOfDays(ask.initial_period, ask.final_period);
  const free = sumWh(reserveHours(freeHours(series.hours, issued), pending).slice(from, to));
  if (whOf(ask.emissionVolume) > free)
    throw unprocessable(
      'EXCEEDS_AVAILABLE',
      serverText(SERVER_TEXTS.volumeExcedeHorasDoPeriodo, {
        wanted: fromMicro(whOf(ask.emissionVolume)),
        free: fromMicro(free),
      }),
      [
        {
          field: 'emissionVolume',
          message: serverText(SERVER_TEXTS.disponivelNasHorasDoPeriodo, { free: fromMicro(free) }),
        },
      ],
    );
}
