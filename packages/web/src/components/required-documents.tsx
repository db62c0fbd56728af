import type { AttachmentBizType } from '@portal/contract/domain/attachments';

import { Tag } from 'antd';
import { useMaterials } from '../api/attachment';
import { AttachmentUpload } from './attachment-upload/attachment-upload';
import './required-documents.css';

interface Props {
  bizType: AttachmentBizType;
  bizId: string;
  readOnly: boolean;
}

/**
 * The documents a filing needs, one box each with whether it is there, and a box for anything else: its unit uploads
 * them, its reviewer and a counterparty read them here.
 */
export function RequiredDocuments({ bizType, bizId, readOnly }: Props) {
  const required = useMaterials(bizType, bizId).data?.required ?? [];
  return (
    <div className="req-docs">
      {required.map((d) => (
        <AttachmentUpload
          key={d.kind}
          bizType={bizType}
          bizId={bizId}
          kind={d.kind}
          readOnly={readOnly}
          title={
            <span>
              {d.label}
              <Tag className="req-doc-tag" color={d.present ? 'success' : 'warning'}>
                {d.present ? '已上传' : '必传'}
              </Tag>
            </span>
          }
        />
      ))}
      <AttachmentUpload bizType={bizType} bizId={bizId} kind="other" readOnly={readOnly} title="其他材料（选传）" />
    </div>
  );
}
