// The local providers' pages: plain server-rendered HTML, so they work without any front-end build.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:Pretendard,-apple-system,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;background:#f4f5f7;color:#1f2430}
  main{max-width:420px;margin:0 auto;padding:24px 20px}
  h1{font-size:20px;margin:0 0 4px}p{line-height:1.5;margin:0 0 16px;color:#4a5060}
  .badge{display:inline-block;font-size:12px;font-weight:700;padding:2px 8px;border-radius:99px;background:#ffe8a3;color:#5a4300;margin-bottom:12px}
  ul{list-style:none;padding:0;margin:0 0 20px}li{margin:0 0 8px}
  button,.button{width:100%;min-height:48px;border:1px solid #d5d9e0;border-radius:10px;background:#fff;font:inherit;font-size:15px;text-align:left;padding:10px 14px;cursor:pointer}
  button:hover{border-color:#6b4eff}button:focus-visible,input:focus-visible{outline:3px solid #6b4eff;outline-offset:2px}
  .primary{background:#6b4eff;border-color:#6b4eff;color:#fff;text-align:center;font-weight:700}
  .secondary{text-align:center}
  small{display:block;color:#6b7180;font-size:13px}
  fieldset{border:1px solid #d5d9e0;border-radius:10px;padding:14px;margin:0 0 16px}legend{font-weight:700;padding:0 4px}
  label{display:block;font-weight:600;margin:0 0 4px;font-size:14px}
  input{width:100%;min-height:44px;border:1px solid #c4c9d2;border-radius:8px;padding:8px 10px;font:inherit;margin:0 0 12px}
  .error{color:#c62828;font-weight:600}
`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export const LOCAL_BADGE = '<span class="badge">개발용 로컬 인증</span>';

/** Hidden inputs that carry the OAuth parameters through the account choice. */
export function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
}
