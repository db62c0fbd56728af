import type { RegChangeGroup } from '@portal/contract';
import { REG_CHANGE_DOCUMENTS } from '@portal/contract/api/reg-change';

import { Tag } from 'antd';
import { useRegChangeDocuments } from '../../api/reg-change';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';

/** The documents the application's kind needs, one box each with whether it is there, and a box for anything else. */
export function RegChangeDocuments({ group, id, readOnly }: { group: RegChangeGroup; id: string; readOnly: boolean }) {
  const check = useRegChangeDocuments(group, id);
  return (
    <div className="ur-documents">
      {(check.data?.required ?? []).map((d) => (
        <AttachmentUpload
          key={d.kind}
          bizType="regChange"
          bizId={id}
          kind={d.kind}
          readOnly={readOnly}
          title={
            <span>
              {REG_CHANGE_DOCUMENTS[d.kind]?.label ?? d.label}
              <Tag className="ur-doc-tag" color={d.present ? 'success' : 'warning'}>
                {d.present ? '已上传' : '必传'}
              </Tag>
            </span>
          }
        />
      ))}
      <AttachmentUpload bizType="regChange" bizId={id} kind="other" readOnly={readOnly} title="其他材料（选传）" />
    </div>
  );
}
