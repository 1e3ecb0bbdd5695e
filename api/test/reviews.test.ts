import type { MyReviewResponse, ReviewMessageResponse } from '@genetype/domain/contracts';
import { REVIEW_MESSAGES } from '@genetype/domain/contracts';
import { dialects } from './helpers/dialects.js';
import type { Member } from './helpers/questionnaire.js';
import { verifiedMember } from './helpers/questionnaire.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

describe.each(dialects)('reviews on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const post = (member: Member, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: member.headers, payload: payload as object });
  const mine = async (member: Member): Promise<MyReviewResponse> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/reviews/myreview',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<MyReviewResponse>();
  };

  it('registers one review, then modifies it', async () => {
    const member = await verifiedMember(t);
    expect(await mine(member)).toEqual({ data: { isReview: 0, review: null } });

    const posted = await post(member, '/reviews/post', {
      contents: '  아이 공부 방법을 찾는 데 도움이 됐어요.  ',
    });
    expect(posted.statusCode).toBe(201);
    const { review, message } = posted.json<ReviewMessageResponse>();
    expect(message).toBe(REVIEW_MESSAGES.posted);
    expect(review.contents).toBe('아이 공부 방법을 찾는 데 도움이 됐어요.');
    expect(await mine(member)).toMatchObject({
      data: { isReview: 1, review: { _id: review._id } },
    });

    const again = await post(member, '/reviews/post', { contents: '두 번째' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REVIEW_MESSAGES.alreadyPosted });

    const updated = await post(member, '/reviews/updatereview', {
      id: review._id,
      contents: '수정한 리뷰',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: REVIEW_MESSAGES.updated,
      review: { contents: '수정한 리뷰' },
    });
    expect((await mine(member)).data.review?.contents).toBe('수정한 리뷰');
  });

  it.each([
    ['/reviews/post', {}],
    ['/reviews/post', { contents: '   ' }],
    ['/reviews/post', { contents: 'a'.repeat(501) }],
    ['/reviews/post', { contents: { text: 'x' } }],
    ['/reviews/post', [{ contents: 'x' }]],
    ['/reviews/updatereview', { contents: '내용' }],
    ['/reviews/updatereview', { id: 'nope', contents: '내용' }],
    ['/reviews/updatereview', { id: 'nope', contents: '' }],
  ])('%s answers 4xx { message } to %j and changes nothing', async (url, payload) => {
    const member = await verifiedMember(t);
    const response = await post(member, url, payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(typeof response.json().message).toBe('string');
    expect(await mine(member)).toEqual({ data: { isReview: 0, review: null } });
  });

  it('accepts exactly 500 characters', async () => {
    const member = await verifiedMember(t);
    expect((await post(member, '/reviews/post', { contents: '가'.repeat(500) })).statusCode).toBe(
      201,
    );
  });

  it("cannot modify another member's review", async () => {
    const owner = await verifiedMember(t);
    const other = await verifiedMember(t);
    const { review } = (
      await post(owner, '/reviews/post', { contents: '원래 내용' })
    ).json<ReviewMessageResponse>();
    const response = await post(other, '/reviews/updatereview', {
      id: review._id,
      contents: '바꿔치기',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: REVIEW_MESSAGES.notFound });
    expect((await mine(owner)).data.review?.contents).toBe('원래 내용');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/reviews/myreview' });
    expect(response.statusCode).toBe(401);
  });
});
