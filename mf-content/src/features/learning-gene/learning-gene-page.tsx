import { PreparingPage } from '@genetype/shared/ui';

export default function LearningGenePage() {
  return <PreparingPage path="/learningGene" />;
}
