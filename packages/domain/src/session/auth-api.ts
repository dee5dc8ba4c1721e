import type { Schemas } from '@rec/sdk';

export type LoginInput = Schemas['LoginInput'];
export type LoginResult = Schemas['LoginResult'];
export type LoginUser = LoginResult['user'];
export type NewPasswordBody = Schemas['NewPasswordInput'];
export type LogoutBody = Schemas['LogoutInput'];
export type SecondFactorBody = Schemas['SecondFactorInput'];

// The auth calls the session needs. Each resolves with the body on 2xx and throws
// whatever failed (the session reads it through toDomainError).
export type AuthApi = {
  login(body: LoginInput): Promise<LoginResult>;
  // The sign-in's second step (ADR 0121): the challenge a correct password earned, and a code.
  loginSecondFactor(body: SecondFactorBody): Promise<LoginResult>;
  recoverPassword(body: { email: string }): Promise<unknown>;
  newPassword(body: NewPasswordBody): Promise<unknown>;
  // Ends the session on the server (its refresh-token family, ADR 0077).
  logout(body: LogoutBody): Promise<unknown>;
};
