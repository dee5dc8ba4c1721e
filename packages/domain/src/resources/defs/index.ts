// The registry: a resource is registered here, by one entry, and nowhere else. Its name
// (ResourceName, RESOURCE_NAMES), the browser's per-route loader (DEF_LOADERS, ADR 0053), the
// server's eager table (all.gen.ts, generated from this list) and its failure texts
// (errors/catalogue-failures.ts: the noun in a template) all come from this entry (ADR 0093).
// Imports nothing: names.ts reads it, and everything reads names.ts.

// The calls whose failure has its own text (§8); a resource's are those of its operations.
export type ScreenUse = 'list' | 'form' | 'show';
export type FailureAction = 'list' | 'create' | 'edit' | 'delete' | 'import';
export type Registration = {
  // The definition's own module, fetched when a route needs it.
  readonly load: () => Promise<unknown>;
  // The noun the failure texts are built from: one (cadastrar, editar, excluir), many (listar, importar).
  readonly noun: readonly [one: string, many: string];
  // A plain catalogue's four when absent.
  readonly failures?: readonly FailureAction[];
  // The other resources its screens read, by use, loaded with it (loaders.test.ts holds these to
  // the definition: a list its selects' lookups, a form its references, a detail page its related lists).
  readonly reads?: Readonly<Partial<Record<ScreenUse, readonly string[]>>>;
  // A plain catalogue's admin screens, /backoffice/<name>/list and /register, in this menu group
  // (menus/routes-catalogues.ts): no route row is written for it. `icon` is the list's, else the group's.
  readonly menu?: { readonly group: string; readonly icon?: string };
};

const LIST_EDIT: readonly FailureAction[] = ['list', 'edit'];
const LIST: readonly FailureAction[] = ['list'];

export const REGISTRY = {
  admins: {
    load: () => import('./admins').then((m) => m.admins),
    noun: ['administrador', 'Administradores'],
    failures: ['list', 'create', 'edit'],
  },
  clients: {
    load: () => import('./clients').then((m) => m.clients),
    noun: ['usuário', 'Usuários'],
    reads: { form: ['registrants', 'participants'] },
  },
  registrants: {
    load: () => import('./registrants').then((m) => m.registrants),
    noun: ['registrante', 'registrantes'],
  },
  businesses: {
    load: () => import('./businesses').then((m) => m.businesses),
    noun: ['empreendimento', 'Empreendimentos'],
    reads: { form: ['registrants', 'participants', 'sources', 'technologies'], show: ['recs'] },
  },
  participants: {
    load: () => import('./participants').then((m) => m.participants),
    noun: ['participante', 'participantes'],
    reads: { form: ['registrants'] },
  },
  sources: { load: () => import('./sources').then((m) => m.sources), noun: ['fonte de energia', 'fontes de energia'] },
  technologies: {
    load: () => import('./technologies').then((m) => m.technologies),
    noun: ['tecnologia', 'tecnologias'],
    reads: { form: ['sources'] },
  },
  countries: {
    load: () => import('./countries').then((m) => m.countries),
    noun: ['país', 'países'],
    menu: { group: 'settings', icon: 'Globe24Regular' },
  },
  residual_mix_factors: {
    load: () => import('./residual-mix-factors').then((m) => m.residual_mix_factors),
    noun: ['fator de emissão do mix residual', 'fatores de emissão do mix residual'],
    menu: { group: 'residualMix', icon: 'DataBarVertical24Regular' },
  },
  ceg: { load: () => import('./ceg').then((m) => m.ceg), noun: ['código CEG', 'códigos CEG'] },
  ccee_share_mappings: {
    load: () => import('./ccee-share-mappings').then((m) => m.ccee_share_mappings),
    noun: ['parcela de usina', 'parcelas de usina'],
    failures: ['list', 'create', 'edit', 'delete', 'import'],
    reads: { form: ['businesses'] },
  },
  tutorials: { load: () => import('./tutorials').then((m) => m.tutorials), noun: ['tutorial', 'tutoriais'] },
  configs: {
    load: () => import('./configs').then((m) => m.configs),
    noun: ['configuração', 'configurações'],
    failures: LIST_EDIT,
  },
  apiclients: {
    load: () => import('./apiclients').then((m) => m.apiclients),
    noun: ['cliente de API', 'clientes de API'],
    failures: ['list', 'create'],
    reads: { form: ['registrants', 'participants'] },
  },
  apiintegrations: {
    load: () => import('./apiintegrations').then((m) => m.apiintegrations),
    noun: ['integração de API', 'integrações de API'],
    reads: { form: ['registrants'] },
  },
  webhooks: {
    load: () => import('./webhooks').then((m) => m.webhooks),
    noun: ['webhook', 'webhooks'],
    reads: { form: ['registrants', 'participants'], show: ['webhookdeliveries'] },
  },
  securityevents: {
    load: () => import('./securityevents').then((m) => m.securityevents),
    noun: ['evento de segurança', 'eventos de segurança'],
    failures: LIST,
  },
  webhookdeliveries: {
    load: () => import('./webhookdeliveries').then((m) => m.webhookdeliveries),
    noun: ['entrega de webhook', 'entregas de webhook'],
    failures: LIST,
    reads: { list: ['webhooks'] },
  },
  retirements: {
    load: () => import('./retirements').then((m) => m.retirements),
    noun: ['conta de aposentadoria', 'contas de aposentadoria'],
    reads: { form: ['participants'] },
  },
  beneficiaries: {
    load: () => import('./beneficiaries').then((m) => m.beneficiaries),
    noun: ['beneficiário', 'beneficiários'],
    reads: { form: ['participants', 'countries'] },
  },
  beneficiary_consumptions: {
    load: () => import('./beneficiary-consumptions').then((m) => m.beneficiary_consumptions),
    noun: ['consumo de beneficiário', 'consumos de beneficiários'],
    failures: ['list', 'import', 'delete'],
    reads: { form: ['beneficiaries'] },
  },
  beneficiary_hourly_consumptions: {
    load: () => import('./beneficiary-hourly-consumptions').then((m) => m.beneficiary_hourly_consumptions),
    noun: ['consumo horário de beneficiário', 'consumos horários de beneficiários'],
    failures: ['list', 'import'],
  },
  redemptions: {
    load: () => import('./redemptions').then((m) => m.redemptions),
    noun: ['resgate', 'resgates'],
    reads: { form: ['retirements', 'beneficiaries', 'registrants', 'participants', 'certificates'] },
  },
  transfers: {
    load: () => import('./transfers').then((m) => m.transfers),
    noun: ['transferência', 'transferências'],
    reads: { form: ['retirements', 'participants', 'certificates'] },
  },
  // Standing agreements between participants (ADR 0126).
  agreements: {
    load: () => import('./agreements').then((m) => m.agreements),
    noun: ['acordo de transferência', 'acordos de transferência'],
    failures: ['list', 'create'],
    reads: { form: ['businesses', 'certificates', 'retirements'] },
  },
  // Offers between participants (issue 41, ADR 0119): incoming, outgoing and the admin's oversight.
  offers: {
    load: () => import('./offers').then((m) => m.offers),
    noun: ['oferta', 'ofertas'],
    failures: ['list', 'create'],
    reads: { form: ['retirements', 'participants', 'certificates'] },
  },
  // Every organisation's bulk files and jobs (ADR 0134): the admin's oversight, read only.
  bulkjobs: {
    load: () => import('./bulkjobs').then((m) => m.bulkjobs),
    noun: ['envio em lote', 'envios em lote'],
    failures: LIST,
  },
  certificates: {
    load: () => import('./certificates').then((m) => m.certificates),
    noun: ['certificado', 'certificados'],
    failures: LIST,
    reads: { list: ['retirements'] },
  },
  recs: {
    load: () => import('./recs').then((m) => m.recs),
    noun: ['emissão', 'emissões'],
    failures: ['list', 'create', 'edit'],
    reads: { form: ['businesses', 'participants'] },
  },
  invoices: {
    load: () => import('./invoices').then((m) => m.invoices),
    noun: ['nota fiscal', 'notas fiscais'],
    failures: LIST_EDIT,
  },
  invoicesredemptions: {
    load: () => import('./invoicesredemptions').then((m) => m.invoicesredemptions),
    noun: ['nota de resgate', 'notas de resgate'],
    failures: LIST_EDIT,
  },
  redemptionsautomations: {
    load: () => import('./redemptionsautomations').then((m) => m.redemptionsautomations),
    noun: ['automação', 'automações'],
    reads: { form: ['participants', 'businesses', 'certificates', 'beneficiaries', 'retirements'] },
  },
  redemptionsautomationslogs: {
    load: () => import('./redemptionsautomationslogs').then((m) => m.redemptionsautomationslogs),
    noun: ['registro de automação', 'registros de automação'],
    failures: LIST,
  },
  exchanges: {
    load: () => import('./exchanges').then((m) => m.exchanges),
    noun: ['câmbio', 'câmbios'],
    failures: ['list', 'delete', 'import'],
  },
  rdms: { load: () => import('./rdms').then((m) => m.rdms), noun: ['mix residual', 'mix residual'], failures: LIST },
  generation: {
    load: () => import('./generation').then((m) => m.generation),
    noun: ['geração', 'gerações'],
    failures: ['list', 'import'],
    reads: { form: ['businesses'] },
  },
  imports: {
    load: () => import('./imports').then((m) => m.imports),
    noun: ['importação', 'importações'],
    failures: LIST,
  },
  participant_registrant: {
    load: () => import('./participant-links').then((m) => m.participant_registrant),
    noun: ['vínculo com registrante', 'vínculos com registrantes'],
    reads: { form: ['participants', 'registrants', 'linkable_registrants'] },
  },
  participant_business: {
    load: () => import('./participant-links').then((m) => m.participant_business),
    noun: ['vínculo com empreendimento', 'vínculos com empreendimentos'],
    reads: { form: ['participants', 'businesses'] },
  },
  // Registrants by name and CNPJ, for the participant's connection form (ADR 0056).
  linkable_registrants: {
    load: () => import('./linkable-registrants').then((m) => m.linkable_registrants),
    noun: ['registrante disponível', 'registrantes disponíveis'],
    failures: LIST,
  },
} as const;

// Checked as a plain assignment: a `satisfies` would type each loader's result as unknown.
export const REGISTRATIONS: Readonly<Record<keyof typeof REGISTRY, Registration>> = REGISTRY;
