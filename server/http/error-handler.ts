import type { FastifyError, FastifyInstance } from 'fastify';
import { NO_RECORD, type Refusal, type UnknownRoute } from '../wire/errors';
import { HttpError } from './errors';

/**
 * Every failure leaves as JSON: HttpError with its own body, Fastify's client errors (bad JSON, body too large,
 * unsupported media type) as `{ message }` with their status, anything else as Laravel's 500 `Server Error`.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send(error.body);
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: clientMessage(error as FastifyError) } satisfies Refusal);
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Server Error' } satisfies Refusal);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      message: `The route ${request.url.split('?')[0]} could not be found.`,
      errors: { No_Result_Found: NO_RECORD },
    } satisfies UnknownRoute);
  });

  // Laravel reads an empty JSON body as no input; Fastify's default parser would refuse it with a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}
