import { createContext, useContext } from 'react';
import type { AppConfig } from './schema';

const ConfigContext = createContext<AppConfig | null>(null);

export const ConfigProvider = ConfigContext.Provider;

export const useAppConfig = (): AppConfig => {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useAppConfig must be used inside ConfigProvider');
  return config;
};
