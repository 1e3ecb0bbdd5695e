import { PreparingPage } from '../../lib/preparing-page';

export default function TypeReportListPage() {
  return <PreparingPage path="/typeReport" />;
}
