import { describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueMessages, entryForId, entryForText, messageForText } from './catalogue';
import { SERVER_TEXT_MESSAGES } from './catalogue-codes';

// Every Portuguese text of spec §5 and §8, copied verbatim from the spec.
const SPEC_TEXTS = [
  // §5
  'Digite seu e-mail',
  'Digite um e-mail válido',
  'Digite sua senha',
  'Campo Obrigatório',
  'Senha deve conter ao menos 8 caracteres',
  'Senhas não conferem',
  'Erro ao cadastrar nova senha',
  'Login Inválido, credenciais de serviços não podem acessar o system',
  // §8
  'Senha incorreta',
  'Usuário não encontrado',
  'Erro',
  'Erro ao recuperar senha',
  'Foi enviado um e-mail para {email}',
  'Sua senha foi redefinida com sucesso',
  'Você atingiu o limite de emissão',
  'E-mail já cadastrado',
  'Erro ao cadastrar admin',
  'Erro ao cadastrar usuário',
  'Erro ao cadastrar registrante',
  'Erro ao listar Administradores',
  'Erro ao listar Usuários',
  'Erro ao listar registrantes',
  'Erro ao listar Empreendimentos',
  'Erro ao listar emissões',
  'Erro ao deletar registrante',
  'Empreendimento não encontrado',
  'Participante não encontrado',
  'Beneficiário não encontrado',
  'Automação não encontrado',
  'Não foi possível realizar a transferência',
  'CEG não cadastrado na plataforma. Contate o administrador do sistema',
  'CEG já cadastrado em outro empreendimento.',
];

describe('error catalogue', () => {
  it.each(SPEC_TEXTS)('holds %j exactly once', (text) => {
    expect(CATALOGUE.filter((e) => e.defaultMessage === text)).toHaveLength(1);
  });

  it('recognises the server text "Email já cadastrado" once, as the duplicate e-mail', () => {
    expect(Object.keys(SERVER_TEXT_MESSAGES).filter((t) => t === 'Email já cadastrado')).toHaveLength(1);
    expect(SERVER_TEXT_MESSAGES['Email já cadastrado']?.defaultMessage).toBe('E-mail já cadastrado');
  });

  it('gives every entry an id of shape errors.<area>.<key>, each id once', () => {
    const ids = CATALOGUE.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^errors\.[a-z_]+\.[A-Za-z_]+$/i);
  });

  it('never repeats a pt text, so a text leads back to its id', () => {
    const texts = CATALOGUE.map((e) => e.defaultMessage);
    expect(new Set(texts).size).toBe(texts.length);
    expect(entryForText('Senha incorreta')?.id).toBe('errors.auth.passwordMismatch');
    expect(entryForText('nada disso')).toBeUndefined();
  });

  it('finds an entry by id and exports the whole catalogue as messages', () => {
    expect(entryForId('errors.limit.emission')?.defaultMessage).toBe('Você atingiu o limite de emissão');
    expect(entryForId('errors.none.none')).toBeUndefined();
    const messages = catalogueMessages();
    expect(Object.keys(messages)).toHaveLength(CATALOGUE.length);
    expect(messages['errors.notFound.businesses']).toBe('Empreendimento não encontrado');
  });
});

describe('messageForText', () => {
  it('leads a validator text back to its message, with the values of a filled template', () => {
    expect(messageForText('Campo Obrigatório')?.id).toBe('errors.validation.required');
    expect(messageForText('Use no máximo 120 caracteres')).toEqual({
      id: 'errors.validation.tooLong',
      defaultMessage: 'Use no máximo {maximum} caracteres',
      values: { maximum: '120' },
    });
    expect(messageForText('texto do servidor')).toBeUndefined();
  });
});
