import { type CatalogueEntry, entry } from '../entry';

// Sign-in, sessions, users and their organisations.
// The API's Portuguese texts (bodies, field messages, job logs, labels), moved here from apps/api
// (issue 37) so the server types none; serverText fills the {placeholders}.
export const ACCESS_TEXTS = {
  sessaoInvalidaExpirada: entry('errors.server.access.sessaoInvalidaExpirada', 'Sessão inválida ou expirada'),
  sessaoExpirada: entry('errors.server.access.sessaoExpirada', 'Sessão expirada'),
  sessaoRevogadaReutilizacaoToken: entry(
    'errors.server.access.sessaoRevogadaReutilizacaoToken',
    'Sessão revogada por reutilização do token',
  ),
  administradorNaoEncontrado: entry('errors.server.access.administradorNaoEncontrado', 'Administrador não encontrado'),
  muitasTentativasLoginAguardeS: entry(
    'errors.server.access.muitasTentativasLoginAguardeS',
    'Muitas tentativas de login; aguarde {seconds} s e tente de novo',
  ),
  redefinicaoSenhaRecRegistro: entry(
    'errors.server.access.redefinicaoSenhaRecRegistro',
    'Redefinição de senha — REC Registro',
  ),
  olaDefinirNovaSenhaAcesse: entry(
    'errors.server.access.olaDefinirNovaSenhaAcesse',
    'Olá, {name}.\n\nPara definir uma nova senha, acesse:\n{link}\n\nO link vale por 1 hora e pode ser usado uma vez; um novo pedido invalida este.',
  ),
  perfilIncompativelOrganizacaoUsuario: entry(
    'errors.server.access.perfilIncompativelOrganizacaoUsuario',
    'Perfil incompatível com a organização do usuário',
  ),
  perfilNaoPermitido: entry('errors.server.access.perfilNaoPermitido', 'Perfil não permitido'),
  naoAplicaPerfil: entry('errors.server.access.naoAplicaPerfil', 'Não se aplica a este perfil'),
  somenteUsuariosPropriaOrganizacao: entry(
    'errors.server.access.somenteUsuariosPropriaOrganizacao',
    'Somente usuários da sua própria organização',
  ),
  campoObrigatorioPerfil: entry('errors.server.access.campoObrigatorioPerfil', 'Campo obrigatório para este perfil'),
  voceNaoPodeExcluirProprio: entry(
    'errors.server.access.voceNaoPodeExcluirProprio',
    'Você não pode excluir o seu próprio usuário',
  ),
  emailCadastrado: entry('errors.server.access.emailCadastrado', 'Email já cadastrado'),
  voceNaoPodeDesativarNem: entry(
    'errors.server.access.voceNaoPodeDesativarNem',
    'Você não pode desativar nem mudar o perfil do seu próprio usuário',
  ),
} as const satisfies Record<string, CatalogueEntry>;
