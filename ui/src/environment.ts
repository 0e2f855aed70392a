import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { publicApi, type PublicApi } from './api.js';
import type { Environment } from './types.js';

export interface PickedEnvironment extends Environment {
  api: PublicApi;
}

export const EnvironmentContext = createContext<PickedEnvironment | undefined>(undefined);

export const withApi = (environment: Environment): PickedEnvironment => ({ ...environment, api: publicApi(environment.apiKey) });

/** The environment picked in the header; views render only once there is one. */
export function useEnvironment(): PickedEnvironment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment outside an environment');
  return environment;
}
