import { useShellT } from '../../i18n';
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { TYPE_CATALOGUE, TYPE_GROUPS } from '@genetype/domain';
import { localizedGroupName, localizedTypeName } from '@genetype/ui';
import { ChevronDownIcon } from './icons';
import { TYPE_REPORT_LIST, typeReportPath } from './nav-links';
import styles from './type-report-menu.module.scss';

/** Lets the pointer cross from the trigger to the panel without the panel closing. */
const HOVER_CLOSE_DELAY_MS = 150;

const groups = TYPE_GROUPS.map((group) => ({
  ...group,
  types: group.typeIds
    .map((id) => TYPE_CATALOGUE.find((entry) => entry.id === id))
    .filter((entry) => entry !== undefined),
}));

/**
 * The 유형 리포트 dropdown: opens on hover and on keyboard focus, lists the 54 types by their
 * 9 groups, each by its number, name and code ('1. 신중한 탐구자 II-A-44-SS'). Escape closes it
 * and puts focus back on the trigger.
 */
export function TypeReportMenu() {
  const t = useShellT();
  const [open, setOpen] = useState(false);
  // After Escape the trigger keeps focus with the panel shut; the next focus or hover reopens it.
  const suppressFocusOpen = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hide = () => {
    cancelClose();
    setOpen(false);
  };

  useEffect(() => cancelClose, []);

  const onMouseLeave = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !rootRef.current?.contains(next)) hide();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      hide();
      if (
        rootRef.current?.contains(document.activeElement) &&
        document.activeElement !== triggerRef.current
      ) {
        suppressFocusOpen.current = true;
        triggerRef.current?.focus();
        suppressFocusOpen.current = false;
      }
    }
  };

  const onFocus = () => {
    if (!suppressFocusOpen.current) show();
  };

  // A pointer click (detail > 0) follows a hover that already opened the panel, so it only
  // opens; Enter or Space (detail 0) toggles.
  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 0) show();
    else if (open) hide();
    else show();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegation only: hover, focus and Escape of the trigger button and the links inside, which are the interactive elements
    <div
      ref={rootRef}
      className={styles.root}
      onMouseEnter={show}
      onMouseLeave={onMouseLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-open={open}
        onClick={onTriggerClick}
      >
        {t(TYPE_REPORT_LIST.key)}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation only: closes the panel after one of its links was activated (Enter fires click on a link) */}
      <div id={panelId} className={styles.panel} hidden={!open} onClick={onPanelClick(hide)}>
        {open && (
          <div className={styles.card}>
            <div className={styles.groups}>
              {groups.map((group) => {
                const labelId = `${panelId}-group-${group.id}`;
                return (
                  <div
                    key={group.id}
                    className={styles.group}
                    role="group"
                    aria-labelledby={labelId}
                  >
                    <p id={labelId} className={styles.groupLabel} data-group={group.id}>
                      <span className={styles.groupDot} aria-hidden="true" />
                      <span className={styles.visuallyHidden}>{t('nav.typeGroup')}</span>
                      {localizedGroupName(group.id)}{' '}
                      <span className={styles.groupCode}>{group.code}</span>
                    </p>
                    <ul className={styles.typeList}>
                      {group.types.map((type) => (
                        <li key={type.id}>
                          <Link className={styles.typeLink} to={typeReportPath(type.id)}>
                            <span className={styles.typeId}>{type.id}.</span>{' '}
                            <span className={styles.typeName}>{localizedTypeName(type.id)}</span>{' '}
                            <span className={styles.typeCode}>{type.code}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
            <Link className={styles.viewAll} to={TYPE_REPORT_LIST.to}>
              {t('nav.seeAll')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

/** Following any link in the panel closes it. */
function onPanelClick(hide: () => void) {
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) hide();
  };
}
