import { SEARCH_MAX_LENGTH, SEARCH_MESSAGES, searchRequestSchema } from './search.js';

async function messageOf(body: unknown): Promise<string | null> {
  try {
    await searchRequestSchema.validate(body);
    return null;
  } catch (error) {
    return (error as { errors: string[] }).errors[0] ?? null;
  }
}

describe('searchRequestSchema', () => {
  it('trims the word', async () => {
    await expect(searchRequestSchema.validate({ searchItem: '  창의성 ' })).resolves.toEqual({
      searchItem: '창의성',
    });
  });

  it.each([
    [{ searchItem: '' }, SEARCH_MESSAGES.required],
    [{ searchItem: '  ' }, SEARCH_MESSAGES.required],
    [{}, SEARCH_MESSAGES.required],
    [{ searchItem: 7 }, SEARCH_MESSAGES.notText],
    [{ searchItem: ['a'] }, SEARCH_MESSAGES.notText],
    [{ searchItem: 'a'.repeat(SEARCH_MAX_LENGTH + 1) }, SEARCH_MESSAGES.tooLong],
  ])('refuses %j: %s', async (body, message) => {
    expect(await messageOf(body)).toBe(message);
  });

  it('accepts exactly the longest word, counting it after trimming', async () => {
    expect(await messageOf({ searchItem: ` ${'a'.repeat(SEARCH_MAX_LENGTH)} ` })).toBeNull();
  });
});
