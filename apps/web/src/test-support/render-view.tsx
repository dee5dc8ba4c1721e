import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ROUTES, type SessionSnapshot } from '@rec/domain';
import { configure, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { ApiProvider } from '../app/ApiProvider';
import { createClient } from '../domain-gaps/api-client';
import type { Upload } from '../domain-gaps/xhr-upload';
import { NotifyProvider } from '../notify/NotifyProvider';
import { SessionContext } from '../session/SessionProvider';

// Fluent's motion skips elements without the Web Animations API; happy-dom's version rejects on
// cancel, which a test's unmount does to every running transition.
if (typeof Element !== 'undefined') Reflect.deleteProperty(Element.prototype, 'animate');
// The machine is shared: wait for what the user waits for, generously.
configure({ asyncUtilTimeout: 8000 });

export type Call = {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  authorization: string | null;
  idempotencyKey: string | null;
};
type Answer = { status?: number; body: unknown };
export type Responder = (call: Call) => Answer;

// A fetch that records each call and answers it from the test's responder.
export const fakeFetch = (respond: Responder) => {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call = {
      method: request.method,
      path: url.pathname.replace(/^\/v1/, ''),
      search: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
      idempotencyKey: request.headers.get('idempotency-key'),
    };
    calls.push(call);
    const answer = respond(call);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
};

const PT_FILES = import.meta.glob<Record<string, string>>('../i18n/messages/pt/*.json', {
  eager: true,
  import: 'default',
});
// The resources' texts, beside their definitions (ADR 0094), cut to pt by build/resource-texts.ts.
const PT_RESOURCE_TEXTS = import.meta.glob<Record<string, string>>('./*.texts.json', {
  base: '../../../../packages/domain/src/resources/defs',
  query: '?lang=pt',
  eager: true,
  import: 'default',
});
const pt: Record<string, string> = Object.assign({}, ...Object.values(PT_FILES), ...Object.values(PT_RESOURCE_TEXTS));

const admin: SessionSnapshot = {
  token: 't',
  refreshToken: null,
  userType: 'admin',
  registrantId: null,
  participantId: null,
  displayName: 'Admin',
};

// One screen of the route table at `url`, as the signed-in app mounts it (the admin's unless
// another role is given), over an injected fetch.
export const renderView = (
  key: string,
  View: ComponentType,
  url: string,
  respond: Responder,
  upload: Upload = async () => ({}),
  as: Partial<SessionSnapshot> = {},
) => {
  const route = ROUTES.find((r) => r.key === key);
  if (!route) throw new Error(key);
  const { calls, fetch } = fakeFetch(respond);
  const client = createClient({ getToken: () => 't', language: () => 'pt', fetch });
  const router = createMemoryRouter(
    [
      { path: route.path, element: <View />, handle: { key } },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [url],
    },
  );
  const signIn = async () => ({ ok: true }) as never;
  const session = { snapshot: { ...admin, ...as }, signIn, signInWithCode: signIn, signOut: async () => undefined };
  const view = render(
    <IntlProvider locale="pt" messages={pt}>
      <FluentProvider theme={webLightTheme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <SessionContext value={session}>
            <NotifyProvider>
              <ApiProvider client={client} upload={upload}>
                <RouterProvider router={router} />
              </ApiProvider>
            </NotifyProvider>
          </SessionContext>
        </SWRConfig>
      </FluentProvider>
    </IntlProvider>,
  );
  return { ...view, calls, router };
};
