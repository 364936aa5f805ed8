/**
 * The OpenAPI description served at /api/openapi.json: the routes come from their zod
 * schemas; this adds what no route says alone, the error answer and its codes.
 */
import type { SwaggerOptions } from '@fastify/swagger';
import { ERROR_CODES } from '#shared/error-codes.ts';

const codeTable = [
  '| Code | Status | Meaning |',
  '| --- | --- | --- |',
  ...Object.entries(ERROR_CODES).map(
    ([code, { status, meaning }]) => `| \`${code}\` | ${status} | ${meaning} |`,
  ),
].join('\n');

type OpenApiDocument = NonNullable<Extract<SwaggerOptions, { openapi?: unknown }>['openapi']>;

export const openApiDocument: OpenApiDocument = {
  info: {
    title: 'TapIn API',
    version: '1.0.0',
    description: `Every error answer is JSON \`{ code, message }\` (some add fields, e.g. \`retryAfter\`). The \`message\` is for people and may change; the \`code\` is stable, and its status never varies (\`REQUEST_REFUSED\` keeps whatever 4xx the framework raised).\n\n${codeTable}`,
  },
  components: {
    schemas: {
      Error: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { type: 'string', enum: Object.keys(ERROR_CODES) },
          message: { type: 'string' },
        },
      },
    },
  },
};
