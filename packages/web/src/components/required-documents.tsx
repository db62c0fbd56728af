import type { AttachmentBizType } from '@portal/contract/domain/attachments';

import { Tag } from 'antd';
import { AttachmentUpload } from './attachment-upload/attachment-upload';
import './required-documents.css';

interface Props {
  bizType: AttachmentBizType;
  bizId: string;
  /** The kinds the object needs and whether each is uploaded, as its check endpoint answers. */
  required: readonly { kind: string; label: string; present: boolean }[];
  readOnly: boolean;
}

/** The documents an application needs, one box each with whether it is there, and a box for anything else. */
export function RequiredDocuments({ bizType, bizId, required, readOnly }: Props) {
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
