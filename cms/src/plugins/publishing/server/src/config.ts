import type { PublishingSettings } from './settings';

const config = {
  default: { revalidateUrl: '', revalidateSecret: '' } satisfies PublishingSettings,
  validator() {},
};

export default config;
