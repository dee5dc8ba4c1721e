import { PASSWORD, PATTERN, STEP } from './knobs.mjs';

// The transfers the load posts: each participant admin signed in, and who sends to whom.

/** The (token, body) pairs autocannon posts in turn, each signed in as its sender. */
export async function transferRequests(app, world) {
  const tokens = [];
  for (const p of world) {
    const signIn = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: p.email, password: PASSWORD },
    });
    if (signIn.statusCode !== 200) throw new Error(`sign-in of ${p.email}: ${signIn.statusCode} ${signIn.body}`);
    tokens.push(signIn.json().token);
  }
  // Who sends to whom. random: a uniformly random source and another random destination for each
  // request, as pgbench picks its accounts, tellers and branches (a fixed PRNG, so every run sends
  // the same sequence). chain: participant i to i+1 in turn — requests in flight at once share an
  // account, so they queue on its lock: the worst case, for the record.
  let seed = 20261123;
  const rand = (n) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const pairs =
    PATTERN === 'chain'
      ? world.map((_, i) => [i, (i + 1) % world.length])
      : Array.from({ length: 4096 }, () => {
          const from = rand(world.length);
          return [from, (from + 1 + rand(world.length - 1)) % world.length];
        });
  const requests = pairs.map(([from, to]) => ({
    token: tokens[from],
    body: {
      source_account_code: world[from].code,
      destination_account_code: world[to].code,
      items: [{ rec_id: world[from].rec, volume: STEP }],
    },
  }));
  return requests;
}
