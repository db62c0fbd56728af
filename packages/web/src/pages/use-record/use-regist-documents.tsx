import { USE_REGIST_DOCUMENTS } from '@portal/contract/api/use-regist';

import { Tag } from 'antd';
import { useUseRegistDocuments } from '../../api/use-regist';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';

/**
 * The documents an application's category needs, one box each with whether it is there, and a box for
 * anything else; read-only once the application has gone to the registry.
 */
export function UseRegistDocuments({ id, readOnly }: { id: string; readOnly: boolean }) {
  const check = useUseRegistDocuments(id);
  const required = check.data?.required ?? [];
  return (
    <div className="ur-documents">
      {required.map((d) => (
        <AttachmentUpload
          key={d.kind}
          bizType="useRegist"
          bizId={id}
          kind={d.kind}
          readOnly={readOnly}
          title={
            <span>
              {USE_REGIST_DOCUMENTS[d.kind]?.label ?? d.label}
              <Tag className="ur-doc-tag" color={d.present ? 'success' : 'warning'}>
                {d.present ? '已上传' : '必传'}
              </Tag>
            </span>
          }
        />
      ))}
      <AttachmentUpload bizType="useRegist" bizId={id} kind="other" readOnly={readOnly} title="其他材料（选传）" />
    </div>
  );
}
