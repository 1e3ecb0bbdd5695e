// Search: structure and hard limits, with the form rules (searchRequestSchema) attached.
import { Type } from '@sinclair/typebox';
import { SEARCH_MESSAGES, searchRequestSchema } from '@genetype/domain/validation';
import { Closed, FormText, NoQuery, routeSchema } from '../../lib/schema.js';
import { formBody } from '../../lib/validate.js';

export const searchSchema = routeSchema('search', {
  summary: 'Search the site content, best match first',
  body: formBody(
    Closed({ searchItem: FormText(10_000, SEARCH_MESSAGES.notText) }),
    searchRequestSchema,
  ),
  querystring: NoQuery,
  response: {
    200: Type.Array(
      Type.Object({
        _id: Type.String(),
        link: Type.String(),
        name: Type.String(),
        number: Type.Union([Type.Integer(), Type.Null()]),
        headingType: Type.String(),
        character: Type.String(),
        type: Type.String(),
        description: Type.String(),
        kind: Type.String({ enum: ['typeReport', 'geneType', 'learningGene'] }),
        state: Type.Optional(Type.Object({ section: Type.String() })),
      }),
    ),
  },
});
