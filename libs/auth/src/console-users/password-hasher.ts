import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum parameters (Password Storage Cheat Sheet): 19 MiB of memory, two
 * passes, one lane. Hashes are PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) that carry
 * their parameters, so raising them later only needs `needsRehash` at the next sign-in.
 */
export const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const PHC = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/;
const ARGON2_VERSION = 19;

@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, { algorithm: Algorithm.Argon2id, ...ARGON2_PARAMETERS });
  }

  /** Whether `password` is the one `storedHash` was made from (the parameters come from the hash). */
  verify(storedHash: string, password: string): Promise<boolean> {
    return verify(storedHash, password);
  }

  /** True when the hash was made with another algorithm, version or parameters than today's. */
  needsRehash(storedHash: string): boolean {
    const match = PHC.exec(storedHash);
    if (!match) return true;
    const [, algorithm, version, m, t, p] = match;
    return (
      algorithm !== 'argon2id' ||
      Number(version) !== ARGON2_VERSION ||
      Number(m) !== ARGON2_PARAMETERS.memoryCost ||
      Number(t) !== ARGON2_PARAMETERS.timeCost ||
      Number(p) !== ARGON2_PARAMETERS.parallelism
    );
  }
}
