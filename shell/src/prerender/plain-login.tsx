// The login dialog as plain HTML (build time only, like ./plain-controls.tsx): an HTML popover that
// either 로그인 opens with no script, so the first tap shows the fields at once — before the shell's
// code and the modal layer's chunk have arrived, and with JavaScript off. It looks like the live
// dialog (@genetype/ui's, with src/features/auth/login-modal.tsx in it) and is taken over by it once
// the code runs (src/app/frame-in-use.ts): what was typed and the focused field go with it, and a
// button tapped meanwhile (로그인, 카카오…) is kept by index.html's first script and pressed on the
// live dialog. Its fields have no `name`: a form sent without JavaScript carries no ID or password
// — only `?login=`, the address that opens the live dialog — and a note says what needs JavaScript.
import type { Language } from '@genetype/domain';
import { useLanguageStore } from '@genetype/platform';
import { CloseIcon } from '@genetype/ui';
import { PLAIN_LOGIN_ID } from '../components/plain-html';
import { LOGIN_PARAM } from '../features/auth';
import { GoogleMark, KakaoMark } from '../features/auth/brand-marks';
import modalsEn from '../i18n/modals/en';
import modalsKo from '../i18n/modals/ko';
import navbar from '../features/navbar/navbar.module.scss';

const MODALS = { ko: modalsKo, en: modalsEn } as const;

/** What the plain dialog says beyond the live one's texts. */
const PLAIN_TEXTS: Record<Language, { close: string; noScript: string }> = {
  ko: {
    close: '닫기',
    noScript:
      '로그인과 회원가입에는 자바스크립트가 필요해요. 브라우저에서 자바스크립트를 켜 주세요. 글 읽기, 검색, 언어 바꾸기는 지금도 할 수 있어요.',
  },
  en: {
    close: 'Close',
    noScript:
      'Logging in and signing up need JavaScript: please turn it on in your browser. Reading, searching and switching the language work without it.',
  },
};

/** Marks a plain button that only the live dialog can answer (index.html keeps its tap). */
export const NEEDS_CODE = 'data-needs-code';

export function PlainLoginDialog() {
  const language: Language = useLanguageStore.getState().language;
  const { login, modals } = MODALS[language];
  const plain = PLAIN_TEXTS[language];
  const id = (part: string) => `${PLAIN_LOGIN_ID}-${part}`;
  const needsCode = { [NEEDS_CODE]: '' };
  return (
    <div
      id={PLAIN_LOGIN_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={id('title')}
      className={navbar.plainDialog}
    >
      <div className={navbar.plainPanel}>
        <div className={navbar.plainPanelHeader}>
          <h2 id={id('title')}>{modals.login}</h2>
          <button
            type="button"
            className={navbar.iconButton}
            aria-label={plain.close}
            popoverTarget={PLAIN_LOGIN_ID}
            popoverTargetAction="hide"
          >
            <CloseIcon size={24} />
          </button>
        </div>
        {/* No action: this page's own address, with `?login=` (the submit button's) as its query. */}
        <form method="get" className={navbar.plainLoginForm}>
          <noscript>
            <p className={navbar.plainNote}>{plain.noScript}</p>
          </noscript>
          <div className={navbar.plainProviders}>
            <button type="button" className={navbar.plainKakao} {...needsCode}>
              <KakaoMark />
              {login.kakao}
            </button>
            <button type="button" className={navbar.plainGoogle} {...needsCode}>
              <GoogleMark />
              {login.google}
            </button>
          </div>
          <div className={navbar.plainDivider} role="separator" aria-label={login.or}>
            <span aria-hidden="true">{login.or}</span>
          </div>
          <div className={navbar.plainField}>
            <label htmlFor={id('login')}>{login.idLabel}</label>
            <input
              id={id('login')}
              data-field="login"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={login.idPlaceholder}
            />
          </div>
          <div className={navbar.plainField}>
            <label htmlFor={id('password')}>{login.passwordLabel}</label>
            <input
              id={id('password')}
              data-field="password"
              type="password"
              autoComplete="current-password"
              placeholder={login.passwordPlaceholder}
            />
          </div>
          <button type="submit" name={LOGIN_PARAM} value="" className={navbar.plainLoginSubmit}>
            {login.submit}
          </button>
          <button type="button" className={navbar.plainSignup} {...needsCode}>
            {login.signUp}
          </button>
          <div className={navbar.plainRecovery}>
            <button type="button" {...needsCode}>
              {login.findId}
            </button>
            <button type="button" {...needsCode}>
              {login.resetPassword}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
