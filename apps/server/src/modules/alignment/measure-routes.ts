import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alignmentMeasureRequest,
  alignmentMeasureResponse,
  API_PATHS,
  errorResponses,
  measure,
} from '@sagitta/domain';
import { computedAnswerSerializer } from '../../platform/serializer';

/**
 * `POST /api/v1/alignment/measure`: the alignment engine as a stateless call, the same `measure()`
 * the web measurement tool runs. It reads and keeps no patient data, so it is audited only when
 * refused; the schema refuses unknown landmark names and non-finite numbers with 400 naming the
 * field (`body.lateral.points.S1x`).
 */
export const alignmentMeasureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(API_PATHS.alignmentMeasure, {
    config: { permission: 'alignment:measure', audit: 'alignment.measure', changesNoState: true },
    schema: {
      tags: ['alignment'],
      summary:
        'Alignment parameters and target systems from landmarks (CLINICAL.md); null values carry their reason',
      body: alignmentMeasureRequest,
      response: { 200: alignmentMeasureResponse, ...errorResponses },
    },
    // No row behind the answer; fast-json-stringify's union checks were 40 % of the call.
    serializerCompiler: computedAnswerSerializer,
    handler: (request) => measure(request.body),
  });
};
