import type { InspectionApplyForm } from '@portal/contract';
import { APPLY_INSPECTION_KINDS, APPLY_INSPECTION_KIND_KEYS } from '@portal/contract/api/fee';
import { inspectionApplyForm } from '@portal/contract/api/online-apply';

import { Button, Col, DatePicker, Form, Input, Modal, Row, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useInspectionOrgs } from '../../api/online-apply';
import { dateTextProps } from '../../components/date-value';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { SmsCodeInput } from '../../components/sms-code-input';

/** What the unit types on an application besides its devices. */
export type ApplyFieldValues = Omit<InspectionApplyForm, 'equipmentIds' | 'inspectionKind'> & { inspectionKind?: InspectionApplyForm['inspectionKind'] };
const rules = (name: keyof InspectionApplyForm) => [fromObjectSchema(inspectionApplyForm, name)];
const col = { xs: 24, md: 12, xl: 8 };

/**
 * The body, kind and date wanted, the contact and where the reports are mailed: the same on every application form.
 * A supervision application's kind follows from its construction notice (`withKind` false).
 */
export function ApplyFields({ withKind = true }: { withKind?: boolean }) {
  const form = Form.useFormInstance<ApplyFieldValues>();
  const orgs = useInspectionOrgs();
  // With one inspection body on the portal there is nothing to choose.
  const onlyOrg = orgs.data?.length === 1 ? orgs.data[0].id : undefined;
  useEffect(() => {
    if (onlyOrg && !form.getFieldValue('orgId')) form.setFieldValue('orgId', onlyOrg);
  }, [onlyOrg, form]);
  return (
    <>
      <h3 className="ur-section">{withKind ? '检验机构与检验类别' : '检验机构'}</h3>
      <Row gutter={24}>
        <Col {...col}>
          <Form.Item name="orgId" label="检验机构" required rules={rules('orgId')} extra="申请只发送给所选检验机构">
            <Select placeholder="请选择" loading={orgs.isLoading} options={(orgs.data ?? []).map((o) => ({ value: o.id, label: o.name }))} />
          </Form.Item>
        </Col>
        {withKind && (
          <Col {...col}>
            <Form.Item name="inspectionKind" label="检验类别" required rules={rules('inspectionKind')}>
              <Select placeholder="请选择" options={APPLY_INSPECTION_KIND_KEYS.map((k) => ({ value: k, label: APPLY_INSPECTION_KINDS[k] }))} />
            </Form.Item>
          </Col>
        )}
        <Col {...col}>
          <Form.Item name="expectedDate" label="期望检验日期" rules={rules('expectedDate')} extra="实际检验日期由检验机构约定" {...dateTextProps}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
          </Form.Item>
        </Col>
      </Row>
      <h3 className="ur-section">联系人与报告邮寄</h3>
      <Row gutter={24}>
        <Col {...col}>
          <Form.Item name="contact" label="联系人" required rules={rules('contact')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="contactMobile" label="联系人手机号码" required rules={rules('contactMobile')} validateDebounce={VALIDATE_DELAY} extra="提交时向此号码发送短信验证码">
            <Input maxLength={11} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="email" label="电子邮箱" rules={rules('email')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="mailAddress" label="报告邮寄地址" required rules={rules('mailAddress')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="mailReceiver" label="收件人" required rules={rules('mailReceiver')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="mailPhone" label="收件人电话" required rules={rules('mailPhone')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="remark" label="备注" rules={rules('remark')}>
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/**
 * 保存 and, once saved, 提交 of an application form: submitting asks first for the code sent to the contact's mobile.
 * `run` saves (isCommit false) or submits with the code, and answers whether the code dialog may close.
 */
export function ApplyActions({
  saved,
  saving,
  submitLabel,
  resolveMobile,
  run,
}: {
  saved: boolean;
  saving: boolean;
  submitLabel: string;
  resolveMobile: () => Promise<string>;
  run: (isCommit: boolean, authCode: string) => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [authCode, setAuthCode] = useState('');
  return (
    <>
      <Space className="ur-actions">
        <Button onClick={() => void run(false, '')} loading={saving}>
          {saved ? '保存' : '保存草稿'}
        </Button>
        {saved && (
          <Button type="primary" onClick={() => setConfirming(true)}>
            {submitLabel}
          </Button>
        )}
      </Space>
      <Modal
        open={confirming}
        title="短信验证"
        okText="确认提交"
        cancelText="取消"
        okButtonProps={{ loading: saving }}
        onOk={() => void run(true, authCode).then((close) => close && setConfirming(false))}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <p>提交前请验证联系人手机号码。</p>
        <SmsCodeInput purpose="inspectApply" value={authCode} onChange={setAuthCode} resolveMobile={resolveMobile} />
      </Modal>
    </>
  );
}
