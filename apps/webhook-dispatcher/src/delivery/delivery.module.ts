import { DynamicModule, Module, Provider } from '@nestjs/common';
import { WebhookDispatcherEnv } from '@app/config';
import { DueSignal } from './due-signal';

/**
 * Delivering: workers that claim due deliveries from the table and send them, signed, with
 * retries, isolation between endpoints, and the SSRF guard. (Being built: see issue 9.)
 */
@Module({})
export class DeliveryModule {
  static forRoot(env: WebhookDispatcherEnv, shared: Provider[]): DynamicModule {
    void env;
    return {
      module: DeliveryModule,
      providers: [...shared, DueSignal],
      exports: [DueSignal],
    };
  }
}
