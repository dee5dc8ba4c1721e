import { defineResource, op } from '../define';
import { bool, cep, cnpj, dueDay, email, integer, money, mwh, password, phone, text } from '../field';

export const registrants = defineResource('registrants', {
  label: 'Registrantes',
  title: 'social_reason',
  // The CNPJ comes first: its lookup fills the company's name.
  fields: {
    cnpj: cnpj('CNPJ', { example: '11.222.333/0001-81' }),
    social_reason: text('Razão social'),
    phone: phone('Telefone'),
    // The CEP's lookup fills the address; the state before the city, whose list depends on it.
    cep: cep('CEP', { column: false, example: '90010-000' }),
    address: text('Endereço', { column: false }),
    district: text('Bairro', { column: false }),
    uf: text('Estado', { input: 'uf', column: false, example: 'RS' }),
    city: text('Cidade', { input: 'city', column: false }),
    active: bool('Ativo'),
    total_enterprises: integer('Total de empreendimentos'),
    email: email('E-mail do administrador'),
    password: password('Senha'),
    password_confirmation: password('Confirmação de senha'),
    dueDate: dueDay('Dia de vencimento'),
    price_emission_irec: money('Preço de emissão I-REC', { column: false }),
    price_emission_rec_brazil: money('Preço de emissão REC Brazil', { column: false }),
    price_new_plant_irec: money('Preço de nova usina I-REC', { column: false }),
    price_new_plant_rec_brazil: money('Preço de nova usina REC Brazil', { column: false }),
    volume_mwh_month: mwh('Volume de MWh por mês', { column: false }),
  },
  operations: {
    list: op('GET', '/registrants', 'listRegistrants'),
    show: op('GET', '/registrants/{id}', 'getRegistrant'),
    create: op('POST', '/registrants', 'createRegistrant'),
    edit: op('PUT', '/registrants/{id}', 'updateRegistrant'),
    delete: op('DELETE', '/registrants/{id}', 'deleteRegistrant'),
    cnpj: op('GET', '/cnpj/{id}', 'getCnpj'),
    cep: op('GET', '/cep/{cep}', 'getCep'),
    states: op('GET', '/geo/states', 'listStates'),
    cities: op('GET', '/geo/states/{uf}/cities', 'listCities'),
  },
  bodies: { create: 'zCreateRegistrantBody', edit: 'zUpdateRegistrantBody' },
  // The registrant's own page (`registrant`) reads these; prices are the platform's to set.
  detail: {
    company: { pt: 'Empresa', fields: ['social_reason', 'cnpj', 'phone', 'active', 'total_enterprises'] },
    address: { pt: 'Endereço', fields: ['cep', 'address', 'district', 'city', 'uf'] },
    terms: {
      pt: 'Condições comerciais',
      fields: [
        'dueDate',
        'price_emission_irec',
        'price_emission_rec_brazil',
        'price_new_plant_irec',
        'price_new_plant_rec_brazil',
        'volume_mwh_month',
      ],
    },
  },
});
