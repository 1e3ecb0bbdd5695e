import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
// A stand-in for a NICE CheckPlus style identity check: the popup's GET form (`m`, `EncodeData`)
// lands here; the tester enters a name, birth date and mobile number, and the page returns a
// sealed reply to the site's return address. No resident registration number is asked for.

import { CHECKPLUS_SERVICE } from '@genetype/domain/contracts';
import { parseBirthDate } from '@genetype/domain/validation';
import type { Clock } from '../../lib/clock.js';
import type { IdentityCheckConfig } from '../../config/index.js';
import { open, seal } from '../../lib/seal.js';
import { asRequest, duplicateInfo } from '../../modules/identity-check/envelope.js';
import type { IdentityRequest } from '../../modules/identity-check/envelope.js';
import { LOCAL_BADGE, escapeHtml, hiddenFields, page } from './html.js';
import { htmlOrRedirect, htmlPage, providerParams, providerRoute } from './local-idp-schemas.js';

interface FormValues {
  name: string;
  birthDate: string;
  phoneNumber: string;
}

function form(encodeData: string, values: FormValues, error: string | null): string {
  const v = (value: string) => escapeHtml(value);
  return `${LOCAL_BADGE}<h1>휴대폰 본인확인</h1><p>실제 본인확인 기관 대신 쓰는 테스트용 화면이에요. 주민등록번호는 묻지 않아요.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="get" action="complete">${hiddenFields({ m: CHECKPLUS_SERVICE, EncodeData: encodeData })}
<label for="cp-name">이름</label><input id="cp-name" name="name" value="${v(values.name)}" maxlength="30" autocomplete="name" required>
<label for="cp-birth">생년월일</label><input id="cp-birth" name="birthDate" type="date" value="${v(values.birthDate)}" required>
<label for="cp-phone">휴대폰 번호 (숫자 11자리)</label><input id="cp-phone" name="phoneNumber" value="${v(values.phoneNumber)}" inputmode="numeric" pattern="01\\d{9}" maxlength="11" autocomplete="tel" required>
<button type="submit" class="primary">인증 완료</button></form>
<p style="margin-top:12px"><button type="button" class="secondary" onclick="window.close()">취소</button></p>`;
}

export interface LocalCheckplusOptions {
  identityCheck: IdentityCheckConfig;
  clock: Clock;
}

export const localCheckplus: FastifyPluginAsyncTypebox<LocalCheckplusOptions> = async (
  app,
  options,
) => {
  const { identityCheck, clock } = options;

  const readRequest = async (encodeData: string | undefined): Promise<IdentityRequest | null> => {
    const request = asRequest(await open(identityCheck.key, encodeData ?? ''));
    if (!request || request.siteCode !== identityCheck.siteCode || request.exp <= clock())
      return null;
    return request;
  };
  const refuse = (message: string) =>
    page(
      '본인확인 오류',
      `${LOCAL_BADGE}<h1>본인확인을 진행할 수 없어요</h1><p>${escapeHtml(message)}</p>`,
    );

  app.get(
    '/service',
    {
      schema: providerRoute(
        'local identity check',
        'The identity-check form (m=checkplusService, EncodeData)',
        { querystring: providerParams(['m', 'EncodeData'], ['m', 'EncodeData']) },
        htmlPage,
      ),
    },
    async (request, reply) => {
      const query = request.query;
      reply.type('text/html; charset=utf-8');
      if (query.m !== CHECKPLUS_SERVICE || !(await readRequest(query.EncodeData)))
        return reply
          .status(400)
          .send(refuse('요청 정보가 올바르지 않거나 만료되었어요. 창을 닫고 다시 시도해 주세요.'));
      return reply.send(
        page(
          '휴대폰 본인확인 (로컬)',
          form(query.EncodeData ?? '', { name: '', birthDate: '', phoneNumber: '' }, null),
        ),
      );
    },
  );

  app.get(
    '/complete',
    {
      schema: providerRoute(
        'local identity check',
        'The filled-in form: back to the return address with the sealed reply',
        {
          // A missing name, birth date or number shows the form again with its error (a 400);
          // without `m` the request goes back to the site unanswered (a 302).
          querystring: providerParams(
            ['m', 'EncodeData', 'name', 'birthDate', 'phoneNumber'],
            ['EncodeData', 'name', 'birthDate', 'phoneNumber'],
          ),
        },
        htmlOrRedirect,
      ),
    },
    async (request, reply) => {
      const query = request.query;
      reply.type('text/html; charset=utf-8');
      const identity = await readRequest(query.EncodeData);
      if (!identity)
        return reply
          .status(400)
          .send(refuse('요청 정보가 올바르지 않거나 만료되었어요. 창을 닫고 다시 시도해 주세요.'));
      const values: FormValues = {
        name: (query.name ?? '').trim(),
        birthDate: (query.birthDate ?? '').trim(),
        phoneNumber: (query.phoneNumber ?? '').replace(/\D/g, ''),
      };
      let error: string | null = null;
      if (values.name === '' || values.name.length > 30)
        error = '이름을 30자 이내로 입력해 주세요.';
      else if (!parseBirthDate(values.birthDate)) error = '생년월일을 올바르게 입력해 주세요.';
      else if (!/^01\d{9}$/.test(values.phoneNumber))
        error = '휴대폰 번호를 숫자 11자리로 입력해 주세요.';
      if (error)
        return reply
          .status(400)
          .send(page('휴대폰 본인확인 (로컬)', form(query.EncodeData ?? '', values, error)));

      const replyData = await seal(identityCheck.key, {
        typ: 'reply',
        siteCode: identityCheck.siteCode,
        seq: identity.seq,
        name: values.name,
        birthDate: values.birthDate,
        phoneNumber: values.phoneNumber,
        di: duplicateInfo(
          identityCheck.key,
          identityCheck.siteCode,
          `${values.name}|${values.birthDate}|${values.phoneNumber}`,
        ),
        issuedAt: clock(),
      });
      const target = new URL(identity.returnUrl);
      target.searchParams.set('EncodeData', replyData);
      return reply.redirect(target.toString(), 302);
    },
  );
};
