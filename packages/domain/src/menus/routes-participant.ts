import { routesOf } from './route';

const r = routesOf('participant');

// §2 participant-admin routes; the dashboard is the retirement list screen.
export const PARTICIPANT_ROUTES = [
  r('security', 'account', 'show', 'custom', 'Segurança da conta', 'ShieldKeyhole24Regular', { status: 'ready' }),
  r('dashboard', 'retirements', 'list', 'dashboard', 'Dashboard', 'Home24Regular', {
    group: 'dashboard',
    status: 'ready',
  }),
  r('retirement/list', 'retirements', 'list', 'list', 'Contas', 'Wallet24Regular', {
    group: 'accounts',
    status: 'ready',
  }),
  r('retirement/new', 'retirements', 'create', 'form', 'Nova conta', 'Add24Regular', { status: 'ready' }),
  r('redemption/list', 'redemptions', 'list', 'list', 'Resgates', 'Ribbon24Regular', {
    group: 'redemptions',
    status: 'ready',
  }),
  // Bespoke (custom): Mensal (the resource's form) or Horária, hourly certificates by hours (issue 38).
  r('redemption/new', 'redemptions', 'create', 'custom', 'Novo resgate', 'Add24Regular', { status: 'ready' }),
  r('beneficiary/list', 'beneficiaries', 'list', 'list', 'Beneficiários', 'PersonHeart24Regular', {
    group: 'beneficiaries',
    status: 'ready',
  }),
  r('beneficiary/new', 'beneficiaries', 'create', 'form', 'Novo beneficiário', 'Add24Regular', { status: 'ready' }),
  // A beneficiary's hourly coverage and Scope 2 figures (issue 39 items 3–5), opened from its row in
  // the list (?id=): reading it is reading the participant's own beneficiaries, the list's grant.
  r('beneficiary/coverage', 'beneficiaries', 'list', 'custom', 'Cobertura horária', 'DataBarVertical24Regular', {
    status: 'ready',
    row: true,
  }),
  r(
    'beneficiary_consumption/list',
    'beneficiary_consumptions',
    'list',
    'list',
    'Consumo de beneficiários',
    'DataUsage24Regular',
    { group: 'beneficiaries', status: 'ready' },
  ),
  r(
    'beneficiary_consumption/import',
    'beneficiary_consumptions',
    'import',
    'import',
    'Importar consumo',
    'ArrowUpload24Regular',
    { group: 'beneficiaries', status: 'ready' },
  ),
  // Hourly consumption (issue 39 item 1): monthly totals of the imported hours, and their import.
  r(
    'beneficiary_hourly_consumption/list',
    'beneficiary_hourly_consumptions',
    'list',
    'list',
    'Consumo horário',
    'DataBarVertical24Regular',
    { group: 'beneficiaries', status: 'ready' },
  ),
  r(
    'beneficiary_hourly_consumption/import',
    'beneficiary_hourly_consumptions',
    'import',
    'import',
    'Importar consumo horário',
    'ArrowUpload24Regular',
    { group: 'beneficiaries', status: 'ready' },
  ),
  // 24/7 matching (issue 39 item 2): a beneficiary's hourly consumption against the held hourly
  // certificates, dry run then one retirement; bespoke (custom), guarded as a new retirement.
  r('hourly_matching', 'redemptions', 'create', 'custom', 'Correspondência horária', 'PersonClock24Regular', {
    group: 'beneficiaries',
    status: 'ready',
  }),
  r('transfer/list', 'transfers', 'list', 'list', 'Transferências', 'ArrowSwap24Regular', {
    group: 'transfers',
    status: 'ready',
  }),
  // Bespoke (custom), as redemption/new: Mensal or Horária.
  r('transfer/new', 'transfers', 'create', 'custom', 'Nova transferência', 'Add24Regular', { status: 'ready' }),
  // Bulk transfers and retirements by file (issue 41 item 3, ADR 0127): upload, preview, confirm,
  // progress, result. Bespoke: a file's preview and an async job are no list or form.
  r('bulk', 'transfers', 'create', 'custom', 'Envio em lote', 'ArrowUpload24Regular', {
    group: 'bulk',
    status: 'ready',
  }),
  r('certificates/list', 'certificates', 'list', 'list', 'Certificados disponíveis', 'Certificate24Regular', {
    // With Granularidade (issue 38) the technology waits behind the column picker: the row fits 900 px.
    columns: [
      'rec_id',
      'business_name',
      'source_name',
      'scheme',
      'granularity',
      'account_code',
      'period_start',
      'period_end',
      'volume_received',
      'volume_available',
    ],
    group: 'certificates',
    status: 'ready',
  }),
  // A day × hour heatmap of an account's hourly certificates (issue 38): GET /hourly/profile, a
  // read of the participant's own certificates, so the certificates list's grant opens it.
  r('certificates/hourly', 'certificates', 'list', 'custom', 'Certificados por hora', 'CalendarLtr24Regular', {
    group: 'certificates',
    status: 'ready',
  }),
  r('financial/list', 'invoicesredemptions', 'list', 'list', 'Financeiro', 'Money24Regular', {
    group: 'financial',
    status: 'ready',
  }),
  r('nf/participant/list', 'invoicesredemptions', 'list', 'list', 'Notas fiscais', 'Receipt24Regular', {
    group: 'financial',
    status: 'ready',
  }),
  r('users/list', 'clients', 'list', 'list', 'Usuários', 'People24Regular', { group: 'users', status: 'ready' }),
  r('users/register', 'clients', 'create', 'form', 'Novo usuário', 'PersonAdd24Regular', { status: 'ready' }),
  r(
    'connection_with_registrant/list',
    'participant_registrant',
    'list',
    'list',
    'Conexões com registrantes',
    'Link24Regular',
    { group: 'connections', status: 'ready' },
  ),
  r(
    'connection_with_registrant/connection',
    'participant_registrant',
    'create',
    'form',
    'Nova conexão com registrante',
    'Add24Regular',
    // Mirrors connection_with_participant/register: the requesting side is the user's own
    // organisation (ADR 0056); the registrant is picked by name and CNPJ.
    { status: 'ready', fill: { participant_id: 'participant' }, own: 'participantId' },
  ),
  r(
    'connection_with_registrant/enterprises',
    'participant_business',
    'list',
    'list',
    'Empreendimentos conectados',
    'BuildingFactory24Regular',
    { group: 'connections', status: 'ready' },
  ),
  r(
    'connection_with_registrant/enterprise_details',
    'participant_business',
    'show',
    'show',
    'Detalhes do empreendimento',
    'Info24Regular',
    { status: 'ready', titled: true },
  ),
  r('automation/list', 'redemptionsautomations', 'list', 'list', 'Minhas automações', 'BotSparkle24Regular', {
    group: 'automations',
    status: 'ready',
  }),
  // Bespoke (custom): the rule's form and its Mensal / Horária choice (ADR 0101 addendum).
  r('automation/new', 'redemptionsautomations', 'create', 'custom', 'Nova automação', 'Add24Regular', {
    status: 'ready',
  }),
  r(
    'automationlog/list',
    'redemptionsautomationslogs',
    'list',
    'list',
    'Registros de automação',
    'TextBulletListSquare24Regular',
    { group: 'automations', status: 'ready' },
  ),
  // The organisation's own machine clients and signed webhooks (issue 40, ADR 0116/0117).
  r('apiclient/list', 'apiclients', 'list', 'list', 'Clientes de API', 'Key24Regular', {
    group: 'apiIntegrations',
    status: 'ready',
  }),
  r('apiclient/register', 'apiclients', 'create', 'form', 'Novo cliente de API', 'Add24Regular', { status: 'ready' }),
  r('apiclient/details', 'apiclients', 'show', 'show', 'Cliente de API', 'Info24Regular', { status: 'ready' }),
  r('webhook/list', 'webhooks', 'list', 'list', 'Webhooks', 'Send24Regular', {
    group: 'apiIntegrations',
    status: 'ready',
  }),
  r('webhook/register', 'webhooks', 'create', 'form', 'Novo webhook', 'Add24Regular', { status: 'ready' }),
  r('webhook/details', 'webhooks', 'show', 'show', 'Webhook', 'Info24Regular', { status: 'ready' }),
  // Standing agreements (issue 41 item 2, ADR 0126): both sides in one list, their own group.
  r('agreement/list', 'agreements', 'list', 'list', 'Acordos de transferência', 'Handshake24Regular', {
    group: 'agreements',
    status: 'ready',
  }),
  r('agreement/new', 'agreements', 'create', 'form', 'Novo acordo', 'Add24Regular', {
    group: 'agreements',
    status: 'ready',
  }),
  r('agreement/details', 'agreements', 'show', 'show', 'Detalhes do acordo', 'Info24Regular', { status: 'ready' }),
];
