import type { Schemas } from '@rec/sdk';
import { PASSWORD } from './fixture';

/** A valid new registrant; CNPJs below have valid check digits. */
export function registrantInput(over: Partial<Schemas['RegistrantInput']> = {}): Schemas['RegistrantInput'] {
  return {
    social_reason: 'Hidro Serra Azul Energia Ltda',
    cnpj: '11.444.777/0001-61',
    phone: '(31) 3222-1100',
    email: 'diretoria@serraazul.com.br',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    dueDate: 15,
    price_emission_irec: '1.20',
    volume_mwh_month: '5000.5',
    ...over,
  };
}
