import { rmSync } from 'node:fs';
import { CliEnv, loadEnv } from '@app/config';
import { auditSecrets, runAuditScope } from './support/secrets-audit';
import { dropRunData } from './support/services';

/**
 * After the run: the secrets audit over everything the run left (logs, tables, Redis keys), then
 * the run's data goes (schemas, Redis keys, topics, logs) unless TEST_KEEP_DATA=1 keeps it. A
 * secret found in the clear fails the run, saying where.
 */
export default async function globalTeardown(): Promise<void> {
  const env = loadEnv(CliEnv, process.env);
  const audit = await auditSecrets(runAuditScope(env));
  process.stderr.write(`\n[secrets-audit] ${audit.summary}\n`);
  for (const f of audit.findings.slice(0, 50)) {
    process.stderr.write(`[secrets-audit]   ${f.kind} ${f.masked} in ${f.where}\n`);
  }
  if (process.env.TEST_KEEP_DATA !== '1') {
    await dropRunData(env);
    if (process.env.CVP_TEST_AUDIT_DIR)
      rmSync(process.env.CVP_TEST_AUDIT_DIR, { recursive: true, force: true });
  }
  if (audit.findings.length) {
    throw new Error(
      `the secrets audit found ${audit.findings.length} secret(s) in the clear (listed above, masked); see docs/development.md#secrets-audit`,
    );
  }
}
