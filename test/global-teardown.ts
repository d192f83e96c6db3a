import { CliEnv, loadEnv } from '@app/config';
import { dropRunData } from './support/services';

/** Removes what this run created (schemas, Redis keys, topics) unless asked to keep it. */
export default async function globalTeardown(): Promise<void> {
  if (process.env.TEST_KEEP_DATA === '1') return;
  await dropRunData(loadEnv(CliEnv, process.env));
}
