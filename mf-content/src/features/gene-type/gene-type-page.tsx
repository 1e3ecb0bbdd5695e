import { PreparingPage } from '../../lib/preparing-page';

export default function GeneTypePage() {
  return <PreparingPage path="/geneType" />;
}
