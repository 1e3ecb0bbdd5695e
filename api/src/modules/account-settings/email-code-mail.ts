import type { MailMessage } from '../mail/mailer.js';

export function emailCodeMail(options: {
  to: string;
  userId: string;
  code: string;
  ttlMinutes: number;
}): MailMessage {
  const { to, userId, code, ttlMinutes } = options;
  const text = [
    `안녕하세요, ${userId}님.`,
    '',
    '진타입 계정의 이메일을 이 주소로 바꾸려면 아래 인증번호를 입력해 주세요.',
    '',
    `인증번호: ${code}`,
    '',
    `인증번호는 ${ttlMinutes}분 동안 한 번만 쓸 수 있어요.`,
    '이메일 변경을 요청하지 않으셨다면 이 메일은 무시하셔도 괜찮아요. 계정 이메일은 바뀌지 않아요.',
    '',
    '진타입 드림',
  ].join('\n');
  const html = `<p>안녕하세요, ${escapeHtml(userId)}님.</p>
<p>진타입 계정의 이메일을 이 주소로 바꾸려면 아래 인증번호를 입력해 주세요.</p>
<p style="font-size:24px;font-weight:700;letter-spacing:4px">${code}</p>
<p>인증번호는 ${ttlMinutes}분 동안 한 번만 쓸 수 있어요.<br>
이메일 변경을 요청하지 않으셨다면 이 메일은 무시하셔도 괜찮아요. 계정 이메일은 바뀌지 않아요.</p>
<p>진타입 드림</p>`;
  return { to, subject: `[진타입] 이메일 변경 인증번호 ${code}`, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
