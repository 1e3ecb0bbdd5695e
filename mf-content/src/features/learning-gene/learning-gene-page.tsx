import { PreparingPage } from '../../lib/preparing-page';

export default function LearningGenePage() {
  return <PreparingPage path="/learningGene" />;
}
