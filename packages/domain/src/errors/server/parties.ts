import { type CatalogueEntry, entry } from '../entry';

// Registrants, participants, plants (empreendimentos), beneficiaries, links and integrations.
// The API's Portuguese texts (bodies, field messages, job logs, labels), moved here from apps/api
// (issue 37) so the server types none; serverText fills the {placeholders}.
export const PARTIES_TEXTS = {
  cegNaoEncontrado: entry('errors.server.parties.cegNaoEncontrado', 'CEG não encontrado'),
  // A CEG in use names its plant's code: the code stays, the CEG stays (update / delete).
  cegEmUsoCodigoNaoPodeSerAlterado: entry(
    'errors.server.parties.cegEmUsoCodigoNaoPodeSerAlterado',
    'CEG em uso por um empreendimento; o código não pode ser alterado',
  ),
  cegEmUsoNaoPodeSerExcluido: entry(
    'errors.server.parties.cegEmUsoNaoPodeSerExcluido',
    'CEG em uso por um empreendimento; não pode ser excluído',
  ),
  urlInvalida: entry('errors.server.parties.urlInvalida', 'URL inválida'),
  useUrlHttps: entry('errors.server.parties.useUrlHttps', 'Use uma URL https'),
  naoIncluaUsuarioSenhaUrl: entry(
    'errors.server.parties.naoIncluaUsuarioSenhaUrl',
    'Não inclua usuário ou senha na URL: use os campos próprios',
  ),
  enderecoNaoPermitidoUseEndereco: entry(
    'errors.server.parties.enderecoNaoPermitidoUseEndereco',
    'Endereço não permitido: use o endereço público do serviço',
  ),
  integracaoNaoEncontrada: entry('errors.server.parties.integracaoNaoEncontrada', 'Integração não encontrada'),
  registranteNaoEncontrado: entry('errors.server.parties.registranteNaoEncontrado', 'Registrante não encontrado'),
  integracaoInativaAtiveAntesSincronizar: entry(
    'errors.server.parties.integracaoInativaAtiveAntesSincronizar',
    'Integração inativa: ative-a antes de sincronizar',
  ),
  periodoInvalido: entry('errors.server.parties.periodoInvalido', 'Período inválido'),
  fimAntesInicio: entry('errors.server.parties.fimAntesInicio', 'Fim antes do início'),
  consumoNaoEncontrado: entry('errors.server.parties.consumoNaoEncontrado', 'Consumo não encontrado'),
  registroIRecPodeRetroagir: entry(
    'errors.server.parties.registroIRecPodeRetroagir',
    'O registro I-REC pode retroagir no máximo 12 meses: use uma data a partir de {earliest}',
  ),
  dataMinima: entry('errors.server.parties.dataMinima', 'Data mínima: {earliest}'),
  informeRegistrante: entry('errors.server.parties.informeRegistrante', 'Informe o registrante'),
  fonteEnergiaNaoEncontrada: entry(
    'errors.server.parties.fonteEnergiaNaoEncontrada',
    'Fonte de energia não encontrada',
  ),
  tecnologiaNaoEncontrada: entry('errors.server.parties.tecnologiaNaoEncontrada', 'Tecnologia não encontrada'),
  tecnologiaNaoPertenceFonteEnergia: entry(
    'errors.server.parties.tecnologiaNaoPertenceFonteEnergia',
    'A tecnologia não pertence à fonte de energia informada',
  ),
  potenciaDeveSerMaiorZero: entry(
    'errors.server.parties.potenciaDeveSerMaiorZero',
    'A potência deve ser maior que zero',
  ),
  somenteEmpreendimentosPendentesRecusadosPodem: entry(
    'errors.server.parties.somenteEmpreendimentosPendentesRecusadosPodem',
    'Somente empreendimentos pendentes ou recusados podem ser excluídos',
  ),
  empreendimentoNaoPodeSerAprovado: entry(
    'errors.server.parties.empreendimentoNaoPodeSerAprovado',
    'Empreendimento {approved} não pode ser aprovado',
  ),
  empreendimentoNaoPodeSerRecusado: entry(
    'errors.server.parties.empreendimentoNaoPodeSerRecusado',
    'Empreendimento {approved} não pode ser recusado',
  ),
  envieMenosArquivo: entry('errors.server.parties.envieMenosArquivo', 'Envie ao menos um arquivo'),
  informeUnicoValor: entry('errors.server.parties.informeUnicoValor', 'Informe um único valor'),
  maximoCaracteres: entry('errors.server.parties.maximoCaracteres', 'Máximo de {max} caracteres'),
  useTrueFalse: entry('errors.server.parties.useTrueFalse', 'Use true ou false'),
  valorInvalidoUse: entry('errors.server.parties.valorInvalidoUse', 'Valor inválido; use {values}'),
  vinculoNaoEncontrado: entry('errors.server.parties.vinculoNaoEncontrado', 'Vínculo não encontrado'),
  vinculoRemovido: entry('errors.server.parties.vinculoRemovido', 'Vínculo removido'),
  vinculoFoiDecidido: entry('errors.server.parties.vinculoFoiDecidido', 'O vínculo já foi decidido'),
  participanteNaoPodeAprovarRecusar: entry(
    'errors.server.parties.participanteNaoPodeAprovarRecusar',
    'O participante não pode aprovar ou recusar a própria solicitação',
  ),
  informeAprovadoRecusado: entry('errors.server.parties.informeAprovadoRecusado', 'Informe APROVADO ou RECUSADO'),
  vinculoFoiDecididoSituacaoAtual: entry(
    'errors.server.parties.vinculoFoiDecididoSituacaoAtual',
    'O vínculo já foi decidido (situação atual: {from})',
  ),
  somenteVinculosProprioParticipante: entry(
    'errors.server.parties.somenteVinculosProprioParticipante',
    'Somente vínculos do seu próprio participante',
  ),
  participanteAindaNaoAprovado: entry(
    'errors.server.parties.participanteAindaNaoAprovado',
    'Participante ainda não aprovado',
  ),
  somenteVinculosProprioRegistrante: entry(
    'errors.server.parties.somenteVinculosProprioRegistrante',
    'Somente vínculos do seu próprio registrante',
  ),
  vinculoSolicitado: entry('errors.server.parties.vinculoSolicitado', 'Vínculo já solicitado'),
  somenteAdministradorAlteraPrecoFaturamento: entry(
    'errors.server.parties.somenteAdministradorAlteraPrecoFaturamento',
    'Somente o administrador altera preço, faturamento e vínculo de registrante',
  ),
  somenteParticipantePendentePodeSer: entry(
    'errors.server.parties.somenteParticipantePendentePodeSer',
    'Somente um participante pendente pode ser aprovado ou recusado (situação atual: {approved})',
  ),
  somenteAdministradorAlteraPrecosVolume: entry(
    'errors.server.parties.somenteAdministradorAlteraPrecosVolume',
    'Somente o administrador altera preços, volume mensal e situação do registrante',
  ),
  registrantePossuiEmpreendimentosNaoPode: entry(
    'errors.server.parties.registrantePossuiEmpreendimentosNaoPode',
    'O registrante possui empreendimentos e não pode ser excluído',
  ),
  cnpjCadastrado: entry('errors.server.parties.cnpjCadastrado', 'CNPJ já cadastrado'),
  cepInvalido: entry('errors.server.parties.cepInvalido', 'CEP inválido'),
  ufInvalida: entry('errors.server.parties.ufInvalida', 'UF inválida'),
  numeroInteiroInvalidoSemValor: entry(
    'errors.server.parties.numeroInteiroInvalidoSemValor',
    'Número inteiro inválido',
  ),
} as const satisfies Record<string, CatalogueEntry>;
