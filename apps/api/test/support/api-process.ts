import { spawn } from 'node:child_process';
import path from 'node:path';
import { type ChildServer, startChildServer } from './child-server';

const apiDir = path.resolve(import.meta.dirname, '../..');

export type ApiProcess = ChildServer;

/**
 * Another API node: `src/main.ts` in a child process, on `databaseUrl` restricted to `schema`
 * (search_path in the connection's options), with its own timers and import worker. Its URL is
 * the API's (`…/v1`).
 */
export async function startApiProcess(
  databaseUrl: string,
  schema: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ApiProcess> {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const node = await startChildServer({
    label: 'the second API node',
    spawn: (port) =>
      spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: apiDir,
        // info: Fastify's "Server listening at" line is the readiness (child-server.ts).
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          API_PORT: String(port),
          LOG_LEVEL: 'info',
          DB_POOL_SIZE: '5',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    listening: (base) => `Server listening at ${base}`,
    timeout: 60,
  });
  return { ...node, url: `${node.url}/v1` };
}
