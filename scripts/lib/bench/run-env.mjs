// The environment of one start of the platform on data of a run's own: prefixes for its schemas,
// topics and Redis keys (dropped at the end by bench-kit's dropRunData), free ports for its apps,
// a rate limit out of reach and a throwaway key to seal webhook secrets with.
import { randomBytes } from 'node:crypto';
import { freePorts } from '../bench-kit.mjs';

/** A run's id, in every prefix of its data: runs at the same time never share a name. */
export const newRunId = () => Date.now().toString(36);

/**
 * Prefixes `<tag>_<parts>_` (schemas), `<tag>.<parts>.` (topics) and `<tag>:<parts>:` (Redis keys),
 * e.g. runPrefixes('benchs', runId, 0).
 */
export function runPrefixes(tag, ...parts) {
  const name = (sep) => `${[tag, ...parts].join(sep)}${sep}`;
  return { DATABASE_SCHEMA_PREFIX: name('_'), KAFKA_TOPIC_PREFIX: name('.'), REDIS_KEY_PREFIX: name(':') };
}

/** Per key and second; the most the gateway accepts, far beyond any load here. */
export const RATE_LIMIT_OUT_OF_REACH = { RATE_LIMIT_REQUESTS: '1000000' };

/** A key of the run's own to seal signing secrets with: never the one npm start keeps for the user. */
export const throwawaySecretKeys = () => `bench:${randomBytes(32).toString('base64')}`;

/** The run's own key of the contact hashes (docs/privacy.md#keyed-hashes), likewise. */
export const throwawayPrivacyHashKey = () => randomBytes(32).toString('base64');

/** Four free ports, one per app of `npm start`: the gateway's `port` and the env naming all four. */
export async function platformPorts() {
  const [port, attributionPort, projectionPort, dispatcherPort] = await freePorts(4);
  return {
    port,
    env: {
      PORT: String(port),
      ATTRIBUTION_PORT: String(attributionPort),
      REPORT_PROJECTION_PORT: String(projectionPort),
      WEBHOOK_DISPATCHER_PORT: String(dispatcherPort),
    },
  };
}
