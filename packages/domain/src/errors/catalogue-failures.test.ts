import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES } from './catalogue-failures';

// The table as it was written by hand before the texts were derived (ADR 0093): the derived
// catalogue must give every text byte for byte, and no other.
const WRITTEN: Record<string, Record<string, string>> = {
  admins: {
    list: 'Erro ao listar Administradores',
    create: 'Erro ao cadastrar admin',
    edit: 'Erro ao editar administrador',
  },
  clients: {
    list: 'Erro ao listar Usuários',
    create: 'Erro ao cadastrar usuário',
    edit: 'Erro ao editar usuário',
    delete: 'Erro ao excluir usuário',
  },
  registrants: {
    list: 'Erro ao listar registrantes',
    create: 'Erro ao cadastrar registrante',
    edit: 'Erro ao editar registrante',
    delete: 'Erro ao deletar registrante',
  },
  businesses: {
    list: 'Erro ao listar Empreendimentos',
    create: 'Erro ao cadastrar empreendimento',
    edit: 'Erro ao editar empreendimento',
    delete: 'Erro ao excluir empreendimento',
  },
  participants: {
    list: 'Erro ao listar participantes',
    create: 'Erro ao cadastrar participante',
    edit: 'Erro ao editar participante',
    delete: 'Erro ao excluir participante',
  },
  sources: {
    list: 'Erro ao listar fontes de energia',
    create: 'Erro ao cadastrar fonte de energia',
    edit: 'Erro ao editar fonte de energia',
    delete: 'Erro ao excluir fonte de energia',
  },
  technologies: {
    list: 'Erro ao listar tecnologias',
    create: 'Erro ao cadastrar tecnologia',
    edit: 'Erro ao editar tecnologia',
    delete: 'Erro ao excluir tecnologia',
  },
  countries: {
    list: 'Erro ao listar países',
    create: 'Erro ao cadastrar país',
    edit: 'Erro ao editar país',
    delete: 'Erro ao excluir país',
  },
  ceg: {
    list: 'Erro ao listar códigos CEG',
    create: 'Erro ao cadastrar código CEG',
    edit: 'Erro ao editar código CEG',
    delete: 'Erro ao excluir código CEG',
  },
  ccee_share_mappings: {
    list: 'Erro ao listar parcelas de usina',
    create: 'Erro ao cadastrar parcela de usina',
    edit: 'Erro ao editar parcela de usina',
    delete: 'Erro ao deletar parcela de usina',
    import: 'Erro ao importar o arquivo da CCEE',
  },
  tutorials: {
    list: 'Erro ao listar tutoriais',
    create: 'Erro ao cadastrar tutorial',
    edit: 'Erro ao editar tutorial',
    delete: 'Erro ao excluir tutorial',
  },
  configs: { list: 'Erro ao listar configurações', edit: 'Erro ao editar configuração' },
  apiintegrations: {
    list: 'Erro ao listar integrações de API',
    create: 'Erro ao cadastrar integração de API',
    edit: 'Erro ao editar integração de API',
    delete: 'Erro ao excluir integração de API',
  },
  retirements: {
    list: 'Erro ao listar contas de aposentadoria',
    create: 'Erro ao cadastrar conta de aposentadoria',
    edit: 'Erro ao editar conta de aposentadoria',
    delete: 'Erro ao excluir conta de aposentadoria',
  },
  beneficiaries: {
    list: 'Erro ao listar beneficiários',
    create: 'Erro ao cadastrar beneficiário',
    edit: 'Erro ao editar beneficiário',
    delete: 'Erro ao excluir beneficiário',
  },
  beneficiary_consumptions: {
    list: 'Erro ao listar consumos de beneficiários',
    import: 'Erro ao importar consumo de beneficiários',
    delete: 'Erro ao excluir consumo de beneficiário',
  },
  redemptions: {
    list: 'Erro ao listar resgates',
    create: 'Erro ao cadastrar resgate',
    edit: 'Erro ao editar resgate',
    delete: 'Erro ao excluir resgate',
  },
  transfers: {
    list: 'Erro ao listar transferências',
    create: 'Não foi possível realizar a transferência',
    edit: 'Erro ao editar transferência',
    delete: 'Erro ao excluir transferência',
  },
  certificates: { list: 'Erro ao listar certificados' },
  recs: {
    list: 'Erro ao listar emissões',
    create: 'Erro ao cadastrar emissão',
    edit: 'Erro ao editar emissão',
  },
  invoices: {
    list: 'Erro ao listar notas fiscais',
    edit: 'Erro ao editar nota fiscal',
  },
  invoicesredemptions: {
    list: 'Erro ao listar notas de resgate',
    edit: 'Erro ao editar nota de resgate',
  },
  redemptionsautomations: {
    list: 'Erro ao listar automações',
    create: 'Erro ao cadastrar automação',
    edit: 'Erro ao editar automação',
    delete: 'Erro ao excluir automação',
  },
  redemptionsautomationslogs: { list: 'Erro ao listar registros de automação' },
  exchanges: { list: 'Erro ao listar câmbios', delete: 'Erro ao excluir câmbio', import: 'Erro ao importar câmbios' },
  rdms: { list: 'Erro ao listar mix residual' },
  generation: { list: 'Erro ao listar gerações', import: 'Erro ao importar a geração' },
  imports: { list: 'Erro ao listar importações' },
  participant_registrant: {
    list: 'Erro ao listar vínculos com registrantes',
    create: 'Erro ao cadastrar vínculo com registrante',
    edit: 'Erro ao editar vínculo com registrante',
    delete: 'Erro ao excluir vínculo com registrante',
  },
  participant_business: {
    list: 'Erro ao listar vínculos com empreendimentos',
    create: 'Erro ao cadastrar vínculo com empreendimento',
    edit: 'Erro ao editar vínculo com empreendimento',
    delete: 'Erro ao excluir vínculo com empreendimento',
  },
  linkable_registrants: { list: 'Erro ao listar registrantes disponíveis' },
};

describe('failure texts derived from the nouns', () => {
  it('gives every text the hand-written table held, and no other', () => {
    const derived = Object.fromEntries(
      Object.entries(FAILURE_MESSAGES).map(([name, byAction]) => [
        name,
        Object.fromEntries(Object.entries(byAction).map(([action, e]) => [action, e?.defaultMessage])),
      ]),
    );
    expect(derived).toStrictEqual(WRITTEN);
  });
});
