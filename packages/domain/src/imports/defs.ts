import { IMPORT_GENERATION_TIMEOUT_MS } from '../constants';
import { cceeImportMachine } from '../machines/ccee-import';
import type { Machine } from '../machines/define-machine';
import { importMachine } from '../machines/import';
import type { Label } from '../menus/route';
import type { ResourceName } from '../resources/names';

// What the generic import screen (view kind `import`) does on one route: where the data comes
// from (a file it uploads, or a fetch by month), which operations preview, commit and report the
// commit's job, which machine the screen follows and how long a slow call may take.
export type ImportSource =
  | {
      readonly type: 'file';
      readonly operation: string;
      readonly accept: readonly string[];
      // `raw`: the file IS the body (the CCEE hourly file, far larger than a form should carry).
      readonly body: 'multipart' | 'raw';
    }
  | { readonly type: 'fetch'; readonly operation: string; readonly plant: boolean }
  // A batch already in the history (`?id=`): its rows, and its commit if it is still a preview.
  | { readonly type: 'batch'; readonly operation: string };

// A template a screen offers (GET /imports/templates/{kind}, the resource's `template` call):
// the file the import accepts, its columns and one example row (issue 36 item 8, ADR 0087).
// An import that reads two formats offers one of each (hourly consumption: .xlsx and .csv).
export type ImportTemplate = {
  readonly kind:
    | 'generation'
    | 'exchange'
    | 'beneficiary_consumption'
    | 'ccee_share_mappings'
    | 'ccee_hourly'
    | 'beneficiary_hourly_consumption'
    | 'beneficiary_hourly_consumption_csv';
  readonly file: string;
};

export type ImportDef = {
  readonly route: string;
  readonly resource: ResourceName;
  readonly source: ImportSource;
  // `preview`: the answer is a preview to commit; `applied`: the upload itself writes (a mapping seed).
  readonly outcome: 'preview' | 'applied';
  readonly report: 'rows' | 'ccee';
  readonly commit: string | null;
  readonly status: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: either import machine
  readonly machine: Machine<any, any>;
  readonly timeoutMs: number;
  readonly hint: Label;
  // Screens the user may need next to this one (the share mappings beside the hourly file).
  readonly related: readonly string[];
  // Where a committed batch is listed (the participant has no imports history).
  readonly history: string | null;
  // Besides the file: an operation that fetches the same file by month (body `{ period: 'YYYY-MM' }`)
  // from its public source (CCEE's open-data catalogue), answering the same preview.
  readonly catalogue: string | null;
  // A file import's templates, one per format it reads; none for a fetch or a batch.
  readonly templates: readonly ImportTemplate[];
};

const XLSX = ['.xlsx'];
const hint = (route: string, defaultMessage: string): Label => ({
  id: `imports.hint.${route.replaceAll('/', '_').replaceAll('.', '_')}`,
  defaultMessage,
});

type Defaulted = 'outcome' | 'report' | 'machine' | 'related' | 'history' | 'catalogue' | 'templates';
type Spec = Omit<ImportDef, 'route' | 'commit' | 'status' | 'timeoutMs' | 'hint' | Defaulted> &
  Partial<Pick<ImportDef, Defaulted>> & { pt: string };

const HISTORY = 'backoffice.imports_history';

const def = (route: string, spec: Spec): ImportDef => {
  const { pt, ...rest } = spec;
  const applied = spec.outcome === 'applied';
  return {
    route,
    outcome: 'preview',
    report: 'rows',
    machine: importMachine,
    related: [],
    history: applied ? null : HISTORY,
    catalogue: null,
    templates: [],
    ...rest,
    commit: applied ? null : 'commit',
    status: applied ? null : 'commitStatus',
    // §9: a generation import may take 6,000,000 ms (the connector's fetch, a month's commit).
    timeoutMs: IMPORT_GENERATION_TIMEOUT_MS,
    hint: hint(route, pt),
  };
};

const GENERATION_COLUMNS = 'CEG, Mês, Ano e Total (MWh); opcionais: MW médios, Horas, MWh contabilizados.';

export const IMPORT_DEFS: Readonly<Record<string, ImportDef>> = Object.fromEntries(
  [
    def('backoffice.ccee.import', {
      resource: 'ccee_share_mappings',
      source: { type: 'file', operation: 'hourlyImport', accept: ['.csv', '.gz'], body: 'raw' },
      report: 'ccee',
      machine: cceeImportMachine,
      related: ['backoffice.ccee.shares.list'],
      catalogue: 'hourlyFetch',
      templates: [{ kind: 'ccee_hourly', file: 'modelo-geracao-horaria-ccee.csv' }],
      pt: 'Arquivo de dados abertos da CCEE geracao_horaria_usina (.csv ou .csv.gz): cada parcela de usina precisa estar mapeada para um CEG.',
    }),
    def('backoffice.ccee.recs', {
      resource: 'generation',
      source: { type: 'file', operation: 'import', accept: XLSX, body: 'multipart' },
      templates: [{ kind: 'generation', file: 'modelo-geracao.xlsx' }],
      pt: `Planilha Excel (.xlsx) com as colunas ${GENERATION_COLUMNS}`,
    }),
    def('backoffice.ccee.api', {
      resource: 'generation',
      source: { type: 'fetch', operation: 'preview', plant: false },
      pt: 'Busca na CCEE a geração do mês de todas as usinas. A consulta pode levar vários minutos.',
    }),
    def('backoffice.ccee.month', {
      resource: 'generation',
      source: { type: 'fetch', operation: 'preview', plant: true },
      pt: 'Busca na CCEE a geração de um mês de uma usina.',
    }),
    def('backoffice.exchange.import', {
      resource: 'exchanges',
      source: { type: 'file', operation: 'import', accept: XLSX, body: 'multipart' },
      templates: [{ kind: 'exchange', file: 'modelo-cambio.xlsx' }],
      pt: 'Planilha Excel (.xlsx) com as colunas Moeda origem, Moeda destino (BRL, USD, EUR), Cotação e Data.',
    }),
    def('backoffice.ccee.shares.import', {
      resource: 'ccee_share_mappings',
      source: { type: 'file', operation: 'import', accept: ['.csv'], body: 'multipart' },
      outcome: 'applied',
      templates: [{ kind: 'ccee_share_mappings', file: 'modelo-mapeamento-parcelas.csv' }],
      related: ['backoffice.ccee.shares.list'],
      pt: 'Arquivo CSV com as colunas CODIGO_PARCELA_USINA, CEG e, opcional, SIGLA_USINA. Todas as linhas são gravadas, ou nenhuma.',
    }),
    def('backoffice.imports_history.batch', {
      resource: 'imports',
      source: { type: 'batch', operation: 'show' },
      pt: 'As linhas do lote como foram lidas, com os erros de cada uma; um lote ainda em prévia pode ser confirmado aqui.',
    }),
    def('participant.beneficiary_consumption.import', {
      resource: 'beneficiary_consumptions',
      source: { type: 'file', operation: 'import', accept: XLSX, body: 'multipart' },
      history: null,
      related: ['participant.beneficiary_consumption.list'],
      templates: [{ kind: 'beneficiary_consumption', file: 'modelo-consumo-beneficiarios.xlsx' }],
      pt: 'Planilha Excel (.xlsx) com as colunas Beneficiário (código), Início, Fim e Volume (MWh).',
    }),
    // Hourly consumption (issue 39 item 1, ADR 0102): CSV or .xlsx, a template of each.
    def('participant.beneficiary_hourly_consumption.import', {
      resource: 'beneficiary_hourly_consumptions',
      source: { type: 'file', operation: 'import', accept: ['.csv', '.xlsx'], body: 'multipart' },
      history: null,
      related: ['participant.beneficiary_hourly_consumption.list'],
      templates: [
        { kind: 'beneficiary_hourly_consumption', file: 'modelo-consumo-horario.xlsx' },
        { kind: 'beneficiary_hourly_consumption_csv', file: 'modelo-consumo-horario.csv' },
      ],
      pt: 'Arquivo CSV ou planilha Excel (.xlsx), uma linha por beneficiário e hora: Beneficiário (código), Início (UTC) ou Início (horário de Brasília), Consumo (Wh) ou Consumo (MWh), Submercado e Nível do dado (medição, perfil ou estimativa). Nada é gravado antes da confirmação.',
    }),
  ].map((d) => [d.route, d]),
);

export const importDefOf = (routeKey: string): ImportDef | undefined =>
  Object.hasOwn(IMPORT_DEFS, routeKey) ? IMPORT_DEFS[routeKey] : undefined;
