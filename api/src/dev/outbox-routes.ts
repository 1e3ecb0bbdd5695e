import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../lib/http-error.js';
import { Closed, ERROR_RESPONSES, NoQuery, Text, TextResponse } from '../lib/schema.js';
import type { FileOutbox, OutboxEntry } from '../modules/mail/file-outbox.js';
import { t } from '../i18n/i18n.js';
import ko from '../modules/mail/messages.ko.js';

const NOT_FOUND = ko.notFound;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Links in a plain-text body become clickable, so a developer can follow a reset link.
const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2329}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #e3e6eb}
pre{white-space:pre-wrap;background:#f8f9fb;padding:1rem;border-radius:8px}</style></head>
<body><main>${body}</main></body></html>`;
}

function listPage(entries: OutboxEntry[], dir: string): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.date)}</td><td>${escapeHtml(e.to)}</td><td><a href="/dev/outbox/${e.id}">${escapeHtml(e.subject)}</a></td><td><a href="/dev/outbox/${e.id}.eml">.eml</a></td></tr>`,
    )
    .join('');
  return page(
    '개발용 메일함',
    `<h1>개발용 메일함</h1><p>SMTP_URL이 없을 때 API가 보낸 메일이 여기 쌓여요 (<code>${escapeHtml(dir)}</code>).</p>
${entries.length ? `<table><thead><tr><th>보낸 시각</th><th>받는 사람</th><th>제목</th><th>원문</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>아직 보낸 메일이 없어요.</p>'}`,
  );
}

const devRoute = (summary: string, extra: object) => ({
  tags: ['development'],
  summary,
  querystring: NoQuery,
  ...extra,
});
const listSchema = devRoute('The file outbox (HTML)', {
  response: { ...ERROR_RESPONSES, 200: TextResponse('An HTML page') },
});
const listJsonSchema = devRoute('The file outbox, newest first', {
  response: {
    ...ERROR_RESPONSES,
    200: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          messageId: Type.Union([Type.String(), Type.Null()]),
          date: Type.String(),
          from: Type.String(),
          to: Type.String(),
          subject: Type.String(),
          text: Type.String(),
          html: Type.Optional(Type.String()),
          language: Type.Optional(Type.String({ description: 'ko | en' })),
        },
        { additionalProperties: true },
      ),
    ),
  },
});
const entrySchema = devRoute('One mail as a page, or its raw message with the .eml suffix', {
  params: Closed({ id: Text(200, { errorMessage: NOT_FOUND }) }),
  response: {
    ...ERROR_RESPONSES,
    200: TextResponse('The mail as a page, or its raw message (.eml)', [
      'text/html',
      'message/rfc822',
    ]),
  },
});

/** GET /dev/outbox (HTML), /dev/outbox.json, /dev/outbox/:id, /dev/outbox/:id.eml — never in production. */
export async function outboxRoutes(
  app: FastifyInstance,
  options: { outbox: FileOutbox },
): Promise<void> {
  const { outbox } = options;

  app.get('/dev/outbox', { schema: listSchema }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(listPage(await outbox.list(), outbox.dir)),
  );

  app.get('/dev/outbox.json', { schema: listJsonSchema }, async () => outbox.list());

  app.get<{ Params: { id: string } }>(
    '/dev/outbox/:id',
    { schema: entrySchema },
    async (request, reply) => {
      const { id } = request.params;
      if (id.endsWith('.eml')) {
        const raw = await outbox.raw(id.slice(0, -'.eml'.length));
        if (!raw) throw new HttpError(404, t('mail:notFound'));
        return reply.type('message/rfc822').send(raw);
      }
      const entry = await outbox.get(id);
      if (!entry) throw new HttpError(404, t('mail:notFound'));
      return reply.type('text/html; charset=utf-8').send(
        page(
          entry.subject,
          `<p><a href="/dev/outbox">← 메일함</a></p><h1>${escapeHtml(entry.subject)}</h1>
<p>보낸 사람: ${escapeHtml(entry.from)}<br>받는 사람: ${escapeHtml(entry.to)}<br>보낸 시각: ${escapeHtml(entry.date)}</p>
<pre>${linkify(entry.text)}</pre>`,
        ),
      );
    },
  );
}
