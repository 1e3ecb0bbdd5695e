import type { MailMessage } from '../mail/mailer.js';

export function resetPasswordMail(options: {
  to: string;
  userId: string;
  link: string;
  ttlMinutes: number;
}): MailMessage {
  const { to, userId, link, ttlMinutes } = options;
  const text = [
    `안녕하세요, ${userId}님.`,
    '',
    '진타입 비밀번호 재설정을 요청하셨어요. 아래 링크를 열어 새 비밀번호를 정해 주세요.',
    '',
    link,
    '',
    `이 링크는 ${ttlMinutes}분 동안 한 번만 쓸 수 있어요.`,
    '비밀번호 재설정을 요청하지 않으셨다면 이 메일은 무시하셔도 괜찮아요. 비밀번호는 바뀌지 않아요.',
    '',
    '진타입 드림',
  ].join('\n');
  const html = `<p>안녕하세요, ${escapeHtml(userId)}님.</p>
<p>진타입 비밀번호 재설정을 요청하셨어요. 아래 버튼을 눌러 새 비밀번호를 정해 주세요.</p>
<p><a href="${escapeHtml(link)}">비밀번호 재설정하기</a></p>
<p>이 링크는 ${ttlMinutes}분 동안 한 번만 쓸 수 있어요.<br>
비밀번호 재설정을 요청하지 않으셨다면 이 메일은 무시하셔도 괜찮아요. 비밀번호는 바뀌지 않아요.</p>
<p>진타입 드림</p>`;
  return { to, subject: '[진타입] 비밀번호 재설정 안내', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
