import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { authOf } from '../../lib/auth-context.js';
import { badRequest } from '../../lib/http-error.js';
import type { ApiLanguage } from '../../i18n/index.js';
import { requestLanguage, varyByLanguage } from '../../i18n/index.js';
import type { QuestionListParts } from './question-list-json.js';
import { QuestionListJson } from './question-list-json.js';
import { QuestionnaireService } from './questionnaire-service.js';
import { QuestionRepository } from './question-repository.js';
import { ResultRepository } from '../results/result-repository.js';
import { RESULT_ID_MESSAGE } from '../results/results-schemas.js';
import {
  calculateResultSchema,
  demoSchema,
  otherQuestionListSchema,
  questionListSchema,
  retakeSchema,
  saveAnswersSchema,
} from './questions-schemas.js';

/** `resultId` from the query: absent means the member's own test. */
export function resultIdOf(query: { resultId?: string }): string | undefined {
  return query.resultId === '' ? undefined : query.resultId;
}

/** The questionnaire under `/questions` (spec §7; docs/api.md). */
export const questionsModule: FastifyPluginAsyncTypebox = async (app) => {
  const questionnaire = new QuestionnaireService(
    new QuestionRepository(app.db),
    new ResultRepository(app.db),
    app.clock,
  );
  const { results, authenticate } = app;

  // Visitors' demo: public, and the same for everyone who reads the same language, so browsers
  // may keep it a while (one copy per Accept-Language).
  app.get('/getQuestions', { schema: demoSchema }, async (request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    varyByLanguage(reply);
    return questionnaire.demo(requestLanguage(request));
  });

  // The list is the questionnaire's most requested response: sent as bytes from cached pieces.
  const listJson = new QuestionListJson();
  const sendList = (reply: FastifyReply, parts: QuestionListParts, language: ApiLanguage) => {
    varyByLanguage(reply);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-language', language)
      .send(listJson.serialize(parts, language));
  };

  app.get(
    '/getQuestionsList',
    { schema: questionListSchema, preHandler: authenticate },
    async (request, reply) => {
      const language = requestLanguage(request);
      return sendList(reply, await questionnaire.listParts(authOf(request).userId), language);
    },
  );

  app.get(
    '/',
    { schema: otherQuestionListSchema, preHandler: authenticate },
    async (request, reply) => {
      const resultId = resultIdOf(request.query);
      if (resultId === undefined) throw badRequest(RESULT_ID_MESSAGE);
      const language = requestLanguage(request);
      return sendList(
        reply,
        await questionnaire.listParts(authOf(request).userId, resultId),
        language,
      );
    },
  );

  app.post(
    '/saveAnswers',
    { schema: saveAnswersSchema, preHandler: authenticate },
    async (request) => {
      return questionnaire.saveAnswers(
        authOf(request).userId,
        request.body.questions,
        resultIdOf(request.query),
      );
    },
  );

  app.post(
    '/calculateResult',
    { schema: calculateResultSchema, preHandler: authenticate },
    async (request) => {
      return questionnaire.calculate(
        authOf(request).userId,
        request.body,
        resultIdOf(request.query),
      );
    },
  );

  app.get('/retake', { schema: retakeSchema, preHandler: authenticate }, async (request) =>
    results.retake(authOf(request).userId),
  );
};

export default questionsModule;
export const autoPrefix = '/questions';
