import {
  applyDecorators,
  ArgumentsHost,
  Catch,
  Controller,
  RpcExceptionFilter,
  UseFilters,
} from '@nestjs/common';
import { Observable, throwError } from 'rxjs';

/**
 * Hands a handler's error to the batch transport as it was thrown. Nest's default RPC filter
 * would replace it with `{ status: 'error', message: 'Internal server error' }`, and the transport
 * needs the error itself to tell an outage (retry until it ends) from bad work (find the culprit,
 * then dead-letter it).
 */
@Catch()
export class ErrorsToTransportFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    return throwError(() => exception);
  }
}

/** A controller of `@EventPattern(topic)` handlers on the batch transport (KafkaBatchTransport). */
export function ConsumerController(): ClassDecorator {
  return applyDecorators(Controller(), UseFilters(new ErrorsToTransportFilter()));
}
