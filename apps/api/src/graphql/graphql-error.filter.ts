// Every error a resolver, controller or middleware throws ends here. In GraphQL it is handed to
// Apollo as it is: formatGraphqlError tells an answer (not found, bad input, a rule) from a fault,
// and without this filter Nest's default handler would log each answer as an error too. Over HTTP
// a deliberate 4xx keeps Nest's answer; anything else is a fault: logged with a correlation id, and
// answered 500 with a sentence quoting that id ({ message, correlationId }) instead of Nest's
// bare "Internal server error".
import { Catch, HttpException, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { GqlContextType, GqlExceptionFilter } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { answerError } from '../infrastructure/client-error-answer.js';
import { faultMessage, reportFault } from '../infrastructure/fault-report.js';

/** A client error as Nest or Express's body parser throw it (status below 500). */
const isClientError = (error: unknown): boolean => {
  if (error instanceof HttpException) return error.getStatus() < 500;
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.statusCode ?? (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && typeof (error as Error).message === 'string';
};

@Catch()
export class GraphqlErrorFilter extends BaseExceptionFilter implements GqlExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): unknown {
    if (host.getType<GqlContextType>() === 'graphql') return error;
    if (isClientError(error)) return super.catch(error, host);
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const correlationId = reportFault(error, `${req.method} ${req.path}`);
    answerError(req, http.getResponse<Response>(), 500, faultMessage(correlationId), { code: 'INTERNAL_SERVER_ERROR', correlationId });
    return undefined;
  }
}
