// zod's own e-mail pattern (z.regexes.email, what z.email() checks), copied so the sign-in check and
// the login answer's check run without zod on the way to the first private screen (ADR 0053).
// A unit test holds it equal to zod's.
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
