export { type AppConfig, loadAppConfig, parseAppConfig } from './app-config';
