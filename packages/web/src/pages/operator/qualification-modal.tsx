import type { OperatorDetail, Qualification, QualificationFields } from '@portal/contract';
import { qualificationFields } from '@portal/contract/api/operator';

import { Alert, App, Button, Col, DatePicker, Descriptions, Form, Input, Modal, Row, Space } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useAddQualification, useUpdateQualification } from '../../api/operator';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { dateTextProps } from '../../components/date-value';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { SaveFailureAlert, useSaveFailure } from '../../components/save-failure';
import { CertTag } from './cert-tag';
import { ItemSelect } from './item-select';
import { followExpiry, QUALIFICATION_LABELS as L } from './operator-fields';

type Values = { [K in keyof QualificationFields]: string };
type Field = keyof Values;

const EMPTY: Partial<Values> = { limitation: '', fileNo: '', reviewDate: '' };

const valuesOf = (q: Qualification): Values => ({
  itemCode: q.itemCode,
  limitation: q.limitation,
  certNo: q.certNo,
  fileNo: q.fileNo,
  authority: q.authority,
  issueDate: q.issueDate,
  expiryDate: q.expiryDate,
  reviewDate: q.reviewDate,
});

const rule = (name: Field) => [fromObjectSchema(qualificationFields, name)];

/**
 * What the dialog shows: a new certificate, or a stored one by id, so it follows the operator's refreshed record;
 * `known` is the answer of a save, shown until the refreshed record arrives.
 */
export type QualificationTarget = { mode: 'add' } | { mode: 'edit' | 'view'; id: string; known?: Qualification };

interface FormProps {
  operator: OperatorDetail;
  /** The stored certificate; none while adding. */
  stored?: Qualification;
  onSaved: (q: Qualification, added: boolean) => void;
  onClose: () => void;
  onReload: () => void;
  /** Shown between the fields and the buttons: the scan box. */
  children: ReactNode;
}

function QualificationForm({ operator, stored, onSaved, onClose, onReload, children }: FormProps) {
  const [form] = Form.useForm<Values>();
  const add = useAddQualification();
  const update = useUpdateQualification();
  const { failure, fail, clear: clearFailure } = useSaveFailure();
  const issued = useRef(stored?.issueDate ?? '');

  const followIssue = (changed: Partial<Values>, all: Values) => {
    if (!('issueDate' in changed)) return;
    const expiry = followExpiry(issued.current, all.issueDate ?? '', all.expiryDate ?? '');
    issued.current = all.issueDate ?? '';
    if (expiry !== (all.expiryDate ?? '')) form.setFieldValue('expiryDate', expiry);
  };

  async function save(v: Values) {
    clearFailure();
    try {
      const fields = qualificationFields.parse(v);
      if (stored) {
        const detail = await update.mutateAsync({ ...fields, id: stored.id, version: stored.version });
        const saved = detail.qualifications.find((q) => q.id === stored.id);
        if (saved) onSaved(saved, false);
      } else {
        const before = new Set(operator.qualifications.map((q) => q.id));
        const detail = await add.mutateAsync({ ...fields, operatorId: operator.id });
        const saved = detail.qualifications.find((q) => !before.has(q.id));
        if (saved) onSaved(saved, true);
      }
    } catch (e) {
      fail(e);
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="op-qual-form"
      initialValues={stored ? valuesOf(stored) : EMPTY}
      onValuesChange={followIssue}
      onFinish={(v) => void save(v)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="itemCode" label={L.itemCode} required rules={rule('itemCode')}>
            <ItemSelect stored={stored && { value: stored.itemCode, label: stored.itemLabel }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="limitation" label={L.limitation} rules={rule('limitation')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={50} placeholder="如：限桥式起重机；没有限定可不填" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="certNo" label={L.certNo} required rules={rule('certNo')} validateDebounce={VALIDATE_DELAY} extra="2019版证书的证书编号即持证人身份证号">
            <Input maxLength={50} placeholder="证书上的证书编号" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="fileNo" label={L.fileNo} rules={rule('fileNo')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={50} placeholder="如：TS2019000123" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="authority" label={L.authority} required rules={rule('authority')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={100} placeholder="如：宁波市市场监督管理局" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="issueDate" label={L.issueDate} required rules={rule('issueDate')} {...dateTextProps}>
            <DatePicker style={{ width: '100%' }} placeholder="批准日期" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="expiryDate" label={L.expiryDate} required rules={rule('expiryDate')} dependencies={['issueDate']} extra="默认为发证日期后4年的前一天" {...dateTextProps}>
            <DatePicker style={{ width: '100%' }} placeholder="有效期至" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="reviewDate" label={L.reviewDate} rules={rule('reviewDate')} {...dateTextProps}>
            <DatePicker style={{ width: '100%' }} placeholder="最近一次复审" />
          </Form.Item>
        </Col>
      </Row>
      <SaveFailureAlert failure={failure} onReload={onReload} className="op-failure" />
      <div className="op-qual-scans">{children}</div>
      <Space className="op-modal-actions">
        <Button onClick={onClose}>{stored ? '关闭' : '取消'}</Button>
        <Button type="primary" htmlType="submit" loading={add.isPending || update.isPending}>
          保存证书
        </Button>
      </Space>
    </Form>
  );
}

function QualificationView({ q }: { q: Qualification }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      items={[
        { key: 'item', label: L.itemCode, children: `${q.itemCode} ${q.itemLabel}` },
        { key: 'limitation', label: L.limitation, children: q.limitation || '无' },
        { key: 'certNo', label: L.certNo, children: q.certNo },
        { key: 'fileNo', label: L.fileNo, children: q.fileNo || '无' },
        { key: 'authority', label: L.authority, children: q.authority, span: 2 },
        { key: 'issueDate', label: L.issueDate, children: q.issueDate },
        { key: 'expiryDate', label: L.expiryDate, children: q.expiryDate },
        { key: 'reviewDate', label: L.reviewDate, children: q.reviewDate || '无' },
        { key: 'state', label: '状态', children: <CertTag state={q.state} /> },
      ]}
    />
  );
}

interface ModalProps {
  operator: OperatorDetail;
  target: QualificationTarget | null;
  onTarget: (t: QualificationTarget | null) => void;
  onReload: () => void;
}

/** Adding, editing or reading one certificate; its scan can be attached once the certificate is saved. */
export function QualificationModal({ operator, target, onTarget, onReload }: ModalProps) {
  const { message } = App.useApp();
  const stored = target && target.mode !== 'add' ? (operator.qualifications.find((q) => q.id === target.id) ?? target.known) : undefined;
  const viewing = target?.mode === 'view';
  const close = () => onTarget(null);

  const saved = (q: Qualification, added: boolean) => {
    if (added) {
      message.success('证书已保存，现在可以上传证书扫描件');
      onTarget({ mode: 'edit', id: q.id, known: q });
    } else {
      message.success('证书已保存');
      close();
    }
  };

  const scans = stored ? (
    <AttachmentUpload bizType="qualification" bizId={stored.id} kind="certificate" readOnly={viewing} emptyText="尚未上传证书扫描件" />
  ) : (
    <Alert type="info" showIcon title="证书保存后即可上传证书扫描件（正反面照片或PDF）。" />
  );

  return (
    <Modal
      open={!!target}
      title={target?.mode === 'add' ? '新增资格证书' : viewing ? '资格证书' : '编辑资格证书'}
      width={760}
      onCancel={close}
      footer={viewing ? <Button onClick={close}>关闭</Button> : null}
      destroyOnHidden
    >
      {target && target.mode !== 'add' && !stored && <Alert type="warning" showIcon title="该证书已不存在，可能已被他人删除" />}
      {target && (target.mode === 'add' || stored) && (
        <div className="op-modal">
          {viewing && stored ? (
            <>
              <QualificationView q={stored} />
              {scans}
            </>
          ) : (
            // A new version (this save or someone else's, after 重新加载) starts the form again from the stored certificate.
            <QualificationForm key={stored ? `${stored.id}#${stored.version}` : 'new'} operator={operator} stored={stored} onSaved={saved} onClose={close} onReload={onReload}>
              {scans}
            </QualificationForm>
          )}
        </div>
      )}
    </Modal>
  );
}
