import type { EquipmentTypeCode } from '@portal/contract';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';
import { TERMS } from '@portal/contract/domain/glossary';

import { Result, Skeleton } from 'antd';
import { failureText } from '../../api/http';
import { useInspectionRecord } from '../../api/report';
import { DictLabel } from '../../components/dict-label';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { Section } from '../../components/review/review-detail';
import { detailPath } from '../../routes/paths';
import { ReportActions, useDocumentLabels } from '../../components/report/report-actions';
import { applyRecordPath } from './report-query-page';
import '../../components/filing.css';

/**
 * Spec §2 /company-service/check-record/detail?equipmentId=&id=: one line of a device's inspection history, with the
 * report when the line came from an inspection concluded on the portal (a line the unit declared has none).
 */
export default function CheckRecordPage() {
  const equipmentId = usePageParam('equipmentId');
  const id = usePageParam('id');
  const query = useInspectionRecord(equipmentId, id);
  const labels = useDocumentLabels();
  if (!equipmentId || !id) return <Result status="warning" title="请从设备的检验记录打开" />;
  if (query.isError) return <Result status="404" title="未找到该检验记录" subTitle={failureText(query.error)} />;
  const v = query.data;
  if (!v) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { equipment: e, line, report } = v;
  return (
    <PageCard title={`检验记录 ${line.reportNo || line.inspectionDate}`}>
      <Section
        headingClassName="ur-section"
        section={{
          title: '设备',
          fields: [
            { label: '设备名称', value: <a href={detailPath(e.typeCode as EquipmentTypeCode, e.id)}>{e.productName}</a> },
            { label: '设备种类', value: EQUIPMENT_TYPE_NAMES[e.typeCode as EquipmentTypeCode] ?? e.typeCode },
            { label: '设备代码', value: e.deviceCode || '—' },
            { label: TERMS.certNo, value: e.certNo || '—' },
          ],
        }}
      />
      <Section
        headingClassName="ur-section"
        section={{
          title: '检验情况',
          fields: [
            { label: '检验类别', value: <DictLabel type="inspection_kind" value={line.kind} /> },
            { label: '检验结论', value: <DictLabel type="inspection_conclusion" value={line.conclusion} /> },
            { label: '检验日期', value: line.inspectionDate },
            { label: '下次检验日期', value: line.nextInspectionDate || '—' },
            { label: '检验机构', value: line.org || '—' },
            { label: '报告编号', value: line.reportNo || '—' },
          ],
        }}
      />
      <Section
        headingClassName="ur-section"
        section={{
          title: '检验报告',
          content: report ? (
            <>
              <ReportActions report={report} labels={labels} />
              <a href={applyRecordPath(report)}>查看检验申请记录（{report.acceptNo || report.applyNo}）</a>
            </>
          ) : (
            <p>该记录由使用单位自行登记，平台无检验报告文件。</p>
          ),
        }}
      />
    </PageCard>
  );
}
