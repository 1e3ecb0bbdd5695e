import { Link } from 'react-router-dom';
import { useAuthStore } from '@genetype/platform';
import { useMainAction } from '@genetype/ui';
import styles from './main-action-button.module.scss';

/**
 * The navbar's call to action. Label and target come only from `mainAction` (spec §2's table),
 * so every app agrees on what "next step" means for a member; the label is in the page's language.
 */
export function MainActionButton({ placement = 'bar' }: { placement?: 'bar' | 'menu' }) {
  const user = useAuthStore((state) => state.user);
  const action = useMainAction(user);
  return (
    <Link to={action.to} className={styles.button} data-placement={placement}>
      {action.label}
    </Link>
  );
}
