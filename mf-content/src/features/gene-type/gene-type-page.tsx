import { PreparingPage } from '@genetype/shared/ui';

export default function GeneTypePage() {
  return <PreparingPage path="/geneType" />;
}
