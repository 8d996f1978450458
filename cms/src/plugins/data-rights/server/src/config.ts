import type { DataRightsSettings } from './settings';

const config = {
  default: { siteUrl: '', siteToken: '' } satisfies DataRightsSettings,
  validator() {},
};

export default config;
