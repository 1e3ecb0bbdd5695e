import { PreparingPage } from '@genetype/shared/ui';

export default function TypeReportListPage() {
  return <PreparingPage path="/typeReport" />;
}
