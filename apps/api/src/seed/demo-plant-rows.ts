import { type Catalogues, cegRow } from './catalogues';
import { type DemoPlant, PARTICIPANTS, type Tech } from './demo-data';
import { SOURCE_OF } from './demo-plants';
import { kwToMw } from './generation';

// The demo's plants as rows: their CEG register entries and their enterprises, with I-REC
// registrations still valid on the seed's "today".

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Same day `years` later (29 February becomes 28). */
const addYears = (date: string, years: number): string => {
  const [y, m, d] = date.split('-');
  return `${Number(y) + years}-${m}-${m === '02' && d === '29' ? '28' : d}`;
};

const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;
const maxDate = (a: string, b: string): string => (a > b ? a : b);

/** I-REC device code in the registry's style, e.g. BRJANAUBAI04. */
function irecCode(plant: DemoPlant, index: number): string {
  const letters = plant.name
    .slice(4)
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 8);
  return `BR${letters}${String(index + 1).padStart(2, '0')}`;
}

/** Distinct 6-digit CEG cores below 100000 (the large seed uses 100000 and above). */
export const demoCegCore = (index: number): string =>
  String(10_000 + ((index * 7919 + 4231) % 80_000)).padStart(6, '0');

export function demoCegRow(name: string, tech: Tech, uf: string, kw: number, cod: string, index: number) {
  const row = cegRow(tech, SOURCE_OF[tech], uf, demoCegCore(index), name);
  return { ...row, power: kwToMw(kw), operation_date: cod };
}

export interface PlantRowsContext {
  now: Date;
  catalogues: Catalogues;
  registrantId: Map<string, number>;
  participantId: Map<string, number>;
  /** The CEG code of each plant, by the plant's index. */
  cegOf: (index: number) => string;
}

/** The enterprises of `plants`. An approved plant delivers to one of the participants its registrant trades with. */
export function demoPlantRows(plants: readonly DemoPlant[], ctx: PlantRowsContext) {
  const { now, catalogues, registrantId, participantId } = ctx;
  const partnersOf = (registrant: string) =>
    PARTICIPANTS.filter((p) => p.registrants.includes(registrant)).map((p) => participantId.get(p.key) as number);
  const turn = new Map<string, number>();
  return plants.map((p, i) => {
    const approved = p.approved ?? 'APROVADO';
    const tech = catalogues.technologies[p.tech] as { id: number; sourceId: number };
    let participant_id: number | null = null;
    if (approved === 'APROVADO') {
      const partners = partnersOf(p.registrant);
      const t = turn.get(p.registrant) ?? 0;
      turn.set(p.registrant, t + 1);
      participant_id = partners[t % partners.length] ?? null;
    }
    // Registered with I-REC in the last four years: every registration is still valid (5 years).
    const registered = addDays(maxDate(p.cod, `${now.getUTCFullYear() - 1 - (i % 4)}-02-01`), 45);
    const onIrec = approved === 'APROVADO';
    return {
      name: p.name,
      codeCEG: ctx.cegOf(i),
      registrant_id: registrantId.get(p.registrant) as number,
      participant_id,
      source_id: tech.sourceId,
      technology_id: tech.id,
      capacity_mw: kwToMw(p.kw),
      measurement_data_source: p.tech === 'CGH' ? 'distributor' : 'ccee',
      // Sugar-cane mills burn bagasse for their own plant first: their metering is self-consumption
      // (debit), which is what the self-consumption adjustment report is about.
      mwh_debit_credit: p.tech === 'UTE' ? 'debit' : 'credit',
      aneel_data: `Despacho ANEEL nº ${1000 + ((i * 37) % 3000)}/${p.cod.slice(0, 4)}`,
      irec_code: onIrec ? irecCode(p, i) : null,
      irec_registration_date: onIrec ? registered : null,
      irec_due_date: onIrec ? addYears(registered, 5) : null,
      rec_generation_start: onIrec ? maxDate(monthStart(p.cod), monthStart(addYears(registered, -1))) : null,
      commercial_operation_start: monthStart(p.cod),
      commercial_operation_date: p.cod,
      rec_brazil: i % 3 === 0,
      carbon_credit: p.tech === 'UTE' && i % 2 === 0,
      prepaid: i % 7 === 0,
      payer: i % 5 === 0 ? 'participant' : 'registrant',
      automatic_emission: i % 4 === 0,
      automatic_invoice_emission: true,
      invoice_description: `Emissão de certificados — ${p.name}`,
      uf: p.uf,
      city: p.city,
      approved,
      refusal_reason: p.refusal_reason ?? null,
    };
  });
}
