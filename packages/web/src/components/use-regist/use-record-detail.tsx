import { USE_REGIST_EDITABLE, USE_REGIST_FLOW } from '@portal/contract/api/use-regist';

import { Alert } from 'antd';
import { useUseRegist } from '../../api/use-regist';
import { PATHS, recordPath } from '../../routes/paths';
import { DocumentDownloads } from '../issued-documents';
import { usePageParam } from '../page-param';
import { EditStep, LoadedRecord, RecordView } from '../record-page';
import { RequiredDocuments } from '../required-documents';
import { StateTag } from '../state-tag';
import { registSections } from './use-regist-sections';

/** One use-registration application as filed, its documents, the registry's decision and every step. */
export function UseRecordDetail() {
  const id = usePageParam('id');
  return (
    <LoadedRecord id={id} query={useUseRegist(id)} missing="请从使用登记查询中打开申请">
      {(r) => {
        const outcome = r.state === 'returned' || r.state === 'refused' ? r.opinion : '';
        return (
          <RecordView
            title={`使用登记申请 ${r.applyNo}`}
            tag={
              <div className="ur-head-extra">
                <StateTag flow={USE_REGIST_FLOW} state={r.state} />
                {USE_REGIST_EDITABLE.includes(r.state) && <EditStep to={recordPath(PATHS.useRecordApply, r.id)} again={r.state === 'returned'} />}
              </div>
            }
            sections={registSections(r)}
            flat
            documents={{ title: '申请材料', content: <RequiredDocuments bizType="useRegist" bizId={r.id} readOnly /> }}
            flow={{ kind: 'useRegist', record: r }}
          >
            {outcome && (
              <Alert className="ur-alert" type={r.state === 'refused' ? 'error' : 'warning'} showIcon title={`${USE_REGIST_FLOW.states[r.state].label}原因：${outcome}`} />
            )}
            {r.state === 'approved' && (
              <Alert
                className="ur-alert"
                type="success"
                showIcon
                title={`登记机关已审核通过，使用登记证编号 ${r.certNo}`}
                description={
                  <>
                    <div>设备的使用登记证编号、使用状态已由本次登记确定，设备信息中不能再自行修改。</div>
                    <DocumentDownloads equipmentId={r.equipmentId} />
                  </>
                }
              />
            )}
          </RecordView>
        );
      }}
    </LoadedRecord>
  );
}
