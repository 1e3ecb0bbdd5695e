// What the scales' percentages are (docs/scoring.md, "Where you fall"), for the member who asks:
// closed until opened, once per result page.
import { useAppT } from '../../i18n';
import styles from './result.module.scss';

export function ScaleExplainer() {
  const t = useAppT();
  return (
    <details className={styles.explainer}>
      <summary>{t('scale.explainTitle')}</summary>
      <p>{t('scale.explainShares')}</p>
      <p>{t('scale.explainZones')}</p>
      <p>{t('scale.explainThree')}</p>
    </details>
  );
}
