import type { Cases } from './kit';

// One valid request per two-factor, session and security-event operation (issue 42, ADR 0121/0122).
export const securityCases = {
  loginSecondFactor: (c) =>
    c.POST('/auth/login/second-factor', {
      body: { challengeToken: 'ch_7d1c0b2a3f4e5d6c7b8a9f0e1d2c3b4a', code: '123456' },
    }),
  getTwoFactor: (c) => c.GET('/auth/two-factor'),
  startTwoFactor: (c) => c.POST('/auth/two-factor/enrolment'),
  confirmTwoFactor: (c) => c.POST('/auth/two-factor/confirm', { body: { code: '123456' } }),
  disableTwoFactor: (c) => c.POST('/auth/two-factor/disable', { body: { code: 'a1b2c-3d4e5' } }),
  regenerateRecoveryCodes: (c) => c.POST('/auth/two-factor/recovery-codes', { body: { code: '123456' } }),
  listSessions: (c) => c.GET('/auth/sessions'),
  revokeSession: (c) =>
    c.DELETE('/auth/sessions/{sessionId}', { params: { path: { sessionId: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b' } } }),
  revokeAllSessions: (c) => c.POST('/auth/sessions/revoke-all'),
  revokeUserSessions: (c) => c.POST('/users/{id}/sessions/revoke', { params: { path: { id: 3 } } }),
  listSecurityEvents: (c) => c.GET('/securityEvents', { params: { query: { page: 1, type: 'auth.signed_in' } } }),
} satisfies Cases;
