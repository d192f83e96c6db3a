import 'reflect-metadata';
import { ensureRunIsolation } from './test-env';

// Workers inherit the run's prefixes from global setup; this only fills them in when a spec is
// run by other means.
ensureRunIsolation();
