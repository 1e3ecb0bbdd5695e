// MSW request handlers for the API calls the apps' component tests meet most (issue 16): a test
// states the answer it needs with `server.use(...)` instead of spying on the API objects, so the
// real client (session headers, error mapping) runs in every component test.
import { HttpResponse, http } from 'msw';
import type {
  DemoQuestionsResponse,
  OtherResultsPage,
  QuestionListResponse,
  ResultView,
} from '@genetype/domain/contracts';
import { DEFAULT_API_URL } from '@genetype/platform';

/** An absolute API address, as the shared client sends it in tests. */
export const apiUrl = (path: string): string => `${DEFAULT_API_URL}${path}`;

export const emptyResult: ResultView = {
  resultId: '',
  name: null,
  completed: 0,
  sections: [],
  final: null,
  createdAt: '',
};

/** Defaults: an empty questionnaire and result; saving and scoring succeed. */
export const defaultHandlers = [
  http.get(apiUrl('/questions/getQuestions'), () =>
    HttpResponse.json<DemoQuestionsResponse>({ questions: [] }),
  ),
  http.get(apiUrl('/questions/getQuestionsList'), () =>
    HttpResponse.json<QuestionListResponse>({
      questions: [],
      section: 'A',
      completed: 0,
      resultId: 'result-1',
      name: null,
    }),
  ),
  http.post(apiUrl('/questions/saveAnswers'), () => HttpResponse.json({ message: '저장했어요.' })),
  http.get(apiUrl('/results/mine'), () => HttpResponse.json<ResultView>(emptyResult)),
  http.get(apiUrl('/results/others'), () =>
    HttpResponse.json<OtherResultsPage>({ results: [], nextCursor: null }),
  ),
];
