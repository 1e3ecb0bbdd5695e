import type { Question, QuestionListResponse } from '@genetype/domain/contracts';

/** More than the bank holds (176 per language); past it the cache starts over rather than grow. */
const MAX_CACHED_QUESTIONS = 1000;

interface Fragments {
  text: string;
  unanswered: Buffer;
  yes: Buffer;
  no: Buffer;
}

const OPEN = Buffer.from('{"questions":[');
const COMMA = Buffer.from(',');

/**
 * The question list as the bytes `JSON.stringify` would give, built from cached pieces. A list is
 * about 5 KB, mostly Korean question text that only a migration changes; escaping it and encoding
 * it to UTF-8 again on every request cost more than the rest of the request's own work (measured
 * for issue 5). Each question is encoded once per answer state and the pieces are joined.
 */
export class QuestionListJson {
  private readonly fragments = new Map<string, Fragments>();

  /** `language` keeps each language's pieces apart (the same id has a Korean and an English text). */
  serialize(list: QuestionListResponse, language = 'ko'): Buffer {
    const parts: Buffer[] = [OPEN];
    list.questions.forEach((question, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(this.question(question, language));
    });
    parts.push(
      Buffer.from(
        `],"section":${JSON.stringify(list.section)},"completed":${JSON.stringify(list.completed)},"resultId":${JSON.stringify(list.resultId)},"name":${JSON.stringify(list.name)}}`,
      ),
    );
    return Buffer.concat(parts);
  }

  private question(question: Question, language: string): Buffer {
    const { answer } = question;
    // Only the shapes the list produces are cached; anything else is encoded as it is.
    if (answer !== undefined && answer !== 'yes' && answer !== 'no')
      return Buffer.from(JSON.stringify(question));
    const key = `${language}:${question._id}`;
    let cached = this.fragments.get(key);
    if (cached?.text !== question.question) {
      if (this.fragments.size >= MAX_CACHED_QUESTIONS) this.fragments.clear();
      const base = `{"_id":${JSON.stringify(question._id)},"question":${JSON.stringify(question.question)}`;
      cached = {
        text: question.question,
        unanswered: Buffer.from(`${base}}`),
        yes: Buffer.from(`${base},"answer":"yes"}`),
        no: Buffer.from(`${base},"answer":"no"}`),
      };
      this.fragments.set(key, cached);
    }
    return answer === undefined ? cached.unanswered : cached[answer];
  }
}
