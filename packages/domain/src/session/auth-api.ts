import type { Schemas } from '@rec/sdk';

export type LoginInput = Schemas['LoginInput'];
export type LoginResult = Schemas['LoginResult'];
export type LoginUser = LoginResult['user'];
export type NewPasswordBody = Schemas['NewPasswordInput'];

// The three auth calls the session needs. Each resolves with the body on 2xx and throws
// whatever failed (the session reads it through toDomainError).
export type AuthApi = {
  login(body: LoginInput): Promise<LoginResult>;
  recoverPassword(body: { email: string }): Promise<unknown>;
  newPassword(body: NewPasswordBody): Promise<unknown>;
};
