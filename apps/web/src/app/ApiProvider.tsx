import type { resourceApi } from '@rec/domain';
import { createContext, type ReactNode, useContext } from 'react';
import type { Upload } from '../domain-gaps/xhr-upload';

// The contract-typed SDK client, named through the domain (screens never import the SDK).
export type ApiClient = Parameters<typeof resourceApi>[0];
type Api = { client: ApiClient; upload: Upload };
const ApiContext = createContext<Api | null>(null);

// Screens reach the API through context, so a component test injects a client over its own fetch.
export function ApiProvider({ client, upload, children }: Api & { children: ReactNode }) {
  return <ApiContext value={{ client, upload }}>{children}</ApiContext>;
}

const useApiContext = (): Api => {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi outside ApiProvider');
  return value;
};

export const useApi = (): ApiClient => useApiContext().client;
export const useUpload = (): Upload => useApiContext().upload;
