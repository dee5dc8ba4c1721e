import type { FailureAction } from '../resources/defs/index';
import type { ResourceName } from '../resources/names';
import { type CatalogueEntry, entry } from './entry';

// §8's failure texts follow one pattern over the resource's noun (defs/index.ts): one record for
// a form's call, many for a list or an import.
export const FAILURE_TEMPLATES: Readonly<Record<FailureAction, (one: string, many: string) => string>> = {
  list: (_, many) => `Erro ao listar ${many}`,
  create: (one) => `Erro ao cadastrar ${one}`,
  edit: (one) => `Erro ao editar ${one}`,
  delete: (one) => `Erro ao excluir ${one}`,
  import: (_, many) => `Erro ao importar ${many}`,
};

// Where §8 words a failure otherwise; translators still get the full text, by id.
export const FAILURE_OVERRIDES = {
  admins: { create: 'Erro ao cadastrar admin' },
  registrants: { delete: 'Erro ao deletar registrante' },
  ccee_share_mappings: { delete: 'Erro ao deletar parcela de usina', import: 'Erro ao importar o arquivo da CCEE' },
  beneficiary_consumptions: { import: 'Erro ao importar consumo de beneficiários' },
  transfers: { create: 'Não foi possível realizar a transferência' },
  generation: { import: 'Erro ao importar a geração' },
} as const satisfies Partial<Record<ResourceName, Partial<Record<FailureAction, string>>>>;

const overrideOf = (name: ResourceName, action: FailureAction): string | undefined =>
  (FAILURE_OVERRIDES as Partial<Record<ResourceName, Partial<Record<FailureAction, string>>>>)[name]?.[action];

export const failureEntry = (
  name: ResourceName,
  action: FailureAction,
  [one, many]: readonly [string, string],
): CatalogueEntry =>
  entry(`errors.${name}.${action}`, overrideOf(name, action) ?? FAILURE_TEMPLATES[action](one, many));
