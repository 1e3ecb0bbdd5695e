// A form field's blur that cannot steal the tap that caused it (issue #37 item 2). Formik's own
// onBlur marks the field touched and shows its error at once: on a phone, leaving the focused,
// untouched ID field by tapping 카카오로 로그인 showed "아이디 또는 이메일을 입력해 주세요.", the sheet
// grew, and Chromium's second hit test of the tap (it re-tests after mousedown when the DOM
// changed) sent the click past the button. Here a blur
//  - of a field the member did not change does nothing: its error waits for the submit;
//  - of a changed field shows its error only once the press under way has ended and its click
//    has been dispatched, so the layout never moves under a finger or a mouse button.
import { useEffect, useRef } from 'react';
import type { FocusEvent } from 'react';

/** The part of a Formik bag this needs (kept structural: the ui package does not depend on it). */
export interface BlurForm<Values extends object> {
  values: Values;
  initialValues: Values;
  touched: { [Field in keyof Values]?: unknown };
  setFieldTouched(field: string, touched?: boolean, shouldValidate?: boolean): unknown;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// One page-wide record of whether a pointer is down, kept while any form using this is mounted.
let pressed = false;
let forms = 0;
const waiting: (() => void)[] = [];

const onPointerDown = () => {
  pressed = true;
};

const onPointerUp = () => {
  pressed = false;
  const due = waiting.splice(0);
  // The click follows pointerup in the same task: a task later, it has been dispatched.
  if (due.length > 0) setTimeout(() => due.forEach((run) => run()), 0);
};

const POINTER_EVENTS = [
  ['pointerdown', onPointerDown],
  ['pointerup', onPointerUp],
  ['pointercancel', onPointerUp],
] as const;

/** Runs `run` once the press under way, if any, has ended and its click has been dispatched. */
function afterPress(run: () => void): void {
  // A touch's mousedown, blur, mouseup and click all come after its pointerup, in one task.
  if (pressed) waiting.push(run);
  else setTimeout(run, 0);
}

/** The onBlur for the fields of `form` (use it instead of `formik.handleBlur`). */
export function useChangedFieldBlur<Values extends object>(
  form: BlurForm<Values>,
): (event: FocusEvent<FieldElement>) => void {
  const latest = useRef(form);
  latest.current = form;
  useEffect(() => {
    forms += 1;
    if (forms === 1)
      for (const [type, listener] of POINTER_EVENTS)
        document.addEventListener(type, listener, true);
    return () => {
      forms -= 1;
      if (forms > 0) return;
      for (const [type, listener] of POINTER_EVENTS)
        document.removeEventListener(type, listener, true);
      pressed = false;
    };
  }, []);

  return (event) => {
    const field = event.target.name as keyof Values & string;
    if (Object.is(form.values[field], form.initialValues[field])) return;
    afterPress(() => {
      // The tap was on submit, which marked every field already: a second validation now could
      // only race the server's answer (a taken ID set on its field) and erase it.
      if (latest.current.touched[field]) return;
      void latest.current.setFieldTouched(field, true);
    });
  };
}
