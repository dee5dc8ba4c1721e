import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as V } from '../errors/catalogue-validation';
import { ownerWords, passwordStrengthIssues, weakPassword } from './password-strength';

describe('password strength (zxcvbn, score ≥ 2)', () => {
  it('refuses trivially guessable passwords with the catalogue message', async () => {
    for (const password of ['aaaaaaaa', '12345678', 'password', 'senha123', 'Abcd1234'])
      expect(await weakPassword(password), password).toBe(V.passwordWeak);
  });

  it('accepts the demo and fixture passwords', async () => {
    for (const password of ['Demo@2026', 'Senha@2026', 'NovaSenha@2026', 'Outra@2026x'])
      expect(await weakPassword(password), password).toBeUndefined();
  });

  it("counts the owner's e-mail, its parts and names against the password", async () => {
    expect(ownerWords(['Maria.Silva@Empresa.com.br', 'Ana Lu', null])).toEqual([
      'maria.silva@empresa.com.br',
      'mariasilvaempresacombr',
      'maria',
      'silva',
      'empresa',
      'com',
      'ana lu',
      'analu',
      'ana',
    ]);
    expect(await weakPassword('Quintanilha!')).toBeUndefined();
    expect(await weakPassword('Quintanilha!', ['rosimeire.quintanilha@exemplo.com.br'])).toBe(V.passwordWeak);
  });

  it('reads a form or a body: the password field only, when set', async () => {
    expect(await passwordStrengthIssues({ password: '' })).toEqual({});
    expect(await passwordStrengthIssues({ name: 'x' })).toEqual({});
    expect(
      await passwordStrengthIssues({ password: 'SolarDoSul', social_reason: 'Solar do Sul', email: 'a@b.co' }),
    ).toEqual({ password: V.passwordWeak.defaultMessage });
  });
});
