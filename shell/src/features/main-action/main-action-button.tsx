import { Link } from 'react-router-dom';
import { mainAction, useAuthStore } from '@genetype/shared';
import styles from './main-action-button.module.scss';

/**
 * The navbar's call to action. Label and target come only from `mainAction` (spec §2's table),
 * so every app agrees on what "next step" means for a member.
 */
export function MainActionButton({ placement = 'bar' }: { placement?: 'bar' | 'menu' }) {
  const user = useAuthStore((state) => state.user);
  const action = mainAction(user);
  return (
    <Link to={action.to} className={styles.button} data-placement={placement}>
      {action.label}
    </Link>
  );
}
