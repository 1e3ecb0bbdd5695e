import type { SectionLetter } from '@genetype/domain';
import type { Db } from '../../db/database.js';
import type { QuestionRow } from '../../db/schema.js';

/**
 * The question bank as the database holds it. It only changes through a migration, so it is read
 * once per process and then served from memory (both list and scoring calls are hot paths).
 */
export class QuestionRepository {
  private cache: Promise<Map<string, QuestionRow[]>> | null = null;

  constructor(private readonly db: Db) {}

  private load(): Promise<Map<string, QuestionRow[]>> {
    this.cache ??= this.db
      .selectFrom('questions')
      .selectAll()
      .orderBy('section')
      .orderBy('number')
      .execute()
      .then((rows) => {
        const bySection = new Map<string, QuestionRow[]>();
        for (const row of rows) {
          const list = bySection.get(row.section) ?? [];
          list.push(row);
          bySection.set(row.section, list);
        }
        return bySection;
      })
      .catch((error: unknown) => {
        this.cache = null;
        throw error;
      });
    return this.cache;
  }

  async section(letter: SectionLetter): Promise<readonly QuestionRow[]> {
    return (await this.load()).get(letter) ?? [];
  }

  /** Which section a question belongs to, or undefined for an id the bank does not have. */
  async sectionOf(id: string): Promise<SectionLetter | undefined> {
    for (const [letter, rows] of await this.load())
      if (rows.some((row) => row.id === id)) return letter as SectionLetter;
    return undefined;
  }
}
