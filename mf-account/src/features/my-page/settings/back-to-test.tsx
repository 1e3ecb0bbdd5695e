// After the phone check and the nickname (issue #37): the test asks for both before the first
// answer and sends the member here; once both are done, a clear way back — to the test (where it
// resumes at the first open question) or, for a finished test, to the result. Shown only when
// the member arrived here with one of them missing and has now done both.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@genetype/domain/contracts';
import { SECTION_DONE, mainAction } from '@genetype/domain';
import { useAppT } from '../../../i18n';
import styles from './back-to-test.module.scss';

const readyForTest = (user: User) => Boolean(user.nickname && user.phoneNumber);

/** Where the way back goes, and the key of its words. */
export function backToTestTarget(user: User): {
  to: string;
  key: 'settings.backToResult' | 'settings.backToTest' | 'settings.startTest';
} {
  if (user.section >= SECTION_DONE)
    return { to: mainAction(user).to, key: 'settings.backToResult' };
  if (user.section > 0) return { to: '/questions?show=true', key: 'settings.backToTest' };
  return { to: '/questions', key: 'settings.startTest' };
}

const READY_TEXT = {
  'settings.backToResult': 'settings.readyResult',
  'settings.backToTest': 'settings.readyTest',
  'settings.startTest': 'settings.readyStart',
} as const;

export function BackToTest({ user }: { user: User }) {
  const t = useAppT();
  const [arrivedUnready] = useState(() => !readyForTest(user));
  const shown = arrivedUnready && readyForTest(user);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  const target = backToTestTarget(user);
  // The live region is there from the start, so its words are announced when they appear.
  return (
    <div ref={box} role="status" className={shown ? styles.ready : styles.waiting}>
      {shown ? (
        <>
          <p className={styles.text}>{t(READY_TEXT[target.key])}</p>
          <Link className={styles.link} to={target.to}>
            {t(target.key)}
          </Link>
        </>
      ) : null}
    </div>
  );
}
