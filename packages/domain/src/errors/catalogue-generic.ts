import type { ResourceName } from '../resources/names';
import { type CatalogueEntry, entry } from './entry';

export const GENERIC_MESSAGES = {
  unexpected: entry('errors.generic.unexpected', 'Ocorreu um erro inesperado. Tente novamente.'),
  network: entry('errors.generic.network', 'Não foi possível conectar ao servidor. Verifique sua conexão.'),
  sessionExpired: entry('errors.generic.sessionExpired', 'Sua sessão expirou. Entre novamente.'),
  notAllowed: entry('errors.generic.notAllowed', 'Você não tem permissão para realizar esta ação'),
  notFound: entry('errors.generic.notFound', 'Registro não encontrado'),
  // A server text we have no entry for is shown as is, through this placeholder.
  raw: entry('errors.generic.raw', '{message}'),
} as const;

// 'Automação não encontrado' keeps the spec's wording (§8) on purpose.
const BUSINESS_NOT_FOUND = entry('errors.notFound.businesses', 'Empreendimento não encontrado');
export const NOT_FOUND_MESSAGES: Readonly<Partial<Record<ResourceName, CatalogueEntry>>> = {
  businesses: BUSINESS_NOT_FOUND,
  // A participant's connected plant (ADR 0056) is a plant to its reader.
  participant_business: BUSINESS_NOT_FOUND,
  participants: entry('errors.notFound.participants', 'Participante não encontrado'),
  beneficiaries: entry('errors.notFound.beneficiaries', 'Beneficiário não encontrado'),
  redemptionsautomations: entry('errors.notFound.redemptionsautomations', 'Automação não encontrado'),
};

// The server's 404 texts of the plain catalogues (its generic catalogue handler, ADR 0095). The
// screens keep the generic text for them: the spec (§8) words its own four above, not these.
export const CATALOGUE_NOT_FOUND: Readonly<Partial<Record<ResourceName, CatalogueEntry>>> = {
  sources: entry('errors.notFound.sources', 'Fonte de energia não encontrada'),
  technologies: entry('errors.notFound.technologies', 'Tecnologia não encontrada'),
  countries: entry('errors.notFound.countries', 'País não encontrado'),
  configs: entry('errors.notFound.configs', 'Configuração não encontrada'),
};
