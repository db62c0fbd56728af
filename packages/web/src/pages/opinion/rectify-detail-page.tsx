import type { OpinionNotice } from '@portal/contract';
import { OPINION_FLOW } from '@portal/contract/api/opinion';

import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useAnswerOpinion, useOpinion } from '../../api/opinion';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { useConfirmAction } from '../../components/confirm-action';
import { DefectAnswers, DefectHead, noticeSection, OpinionPdfButton } from '../../components/opinion/opinion-notice';
import { usePageParam } from '../../components/page-param';
import { LoadedRecord, RecordView } from '../../components/record-page';
import { StateTag } from '../../components/state-tag';
import { PATHS } from '../../routes/paths';
import '../../components/opinion/opinion-notice.css';

type Measures = Record<string, string>;

/** The answer form: a measure and evidence under each defect; saved as written, submitted once every defect has both. */
function AnswerForm({ notice: n }: { notice: OpinionNotice }) {
  const [form] = Form.useForm<{ measures: Measures }>();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const save = useAnswerOpinion();
  // Filled from the stored answers when opened and after each save (a new version), not on every refetch, so what is
  // being typed is kept.
  useEffect(() => {
    form.setFieldsValue({ measures: Object.fromEntries(n.defects.map((d) => [d.id, d.measure])) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [n.id, n.version, form]);
  const answers = () => {
    const measures = (form.getFieldValue('measures') as Measures | undefined) ?? {};
    return n.defects.map((d) => ({ defectId: d.id, measure: (measures[d.id] ?? '').trim() }));
  };
  const store = () =>
    save
      .mutateAsync({ id: n.id, version: n.version, answers: answers() })
      .then(() => message.success('整改反馈已保存'))
      .catch((e: unknown) => message.error(failureText(e)));
  const submit = () =>
    confirm(
      '提交整改反馈',
      `提交后由${n.orgName}确认整改情况，确认前不能再修改。确定提交吗？`,
      () => save.mutateAsync({ id: n.id, version: n.version, answers: answers(), isCommit: true }),
      '整改反馈已提交',
    );
  return (
    <Form form={form} layout="vertical" name={`rectify-${n.id}`}>
      <div className="opinion-defects">
        {n.defects.map((d) => (
          <div key={d.id} className="opinion-defect">
            <DefectHead defect={d} />
            <Form.Item name={['measures', d.id]} label="整改措施" required>
              <Input.TextArea rows={2} maxLength={1000} showCount placeholder="写明采取的整改措施、完成时间和复查情况" />
            </Form.Item>
            <AttachmentUpload bizType="opinionDefect" bizId={d.id} kind="evidence" title="整改证明材料（照片、维修记录、加盖公章的整改报告等）" />
          </div>
        ))}
      </div>
      <Space className="ur-actions">
        <Button loading={save.isPending} onClick={() => void store()}>
          保存
        </Button>
        <Button type="primary" loading={save.isPending} onClick={submit}>
          提交整改反馈
        </Button>
      </Space>
    </Form>
  );
}

/** 整改反馈 › one notice: what the body found, the answer form while it waits for the unit, its answers afterwards, and every step. */
export default function RectifyDetailPage() {
  const id = usePageParam('id');
  const navigate = useNavigate();
  return (
    <LoadedRecord id={id} query={useOpinion(id)} missing="请从整改反馈列表打开意见通知书">
      {(n) => {
        const returned = n.state === 'issued' && n.reviewerName !== '';
        return (
          <RecordView
            title={`检验意见通知书 ${n.noticeNo}`}
            tag={
              <Space>
                <StateTag flow={OPINION_FLOW} state={n.state} />
                <OpinionPdfButton notice={n} />
              </Space>
            }
            sections={[noticeSection(n)]}
            flat
            documents={{ title: '问题与整改反馈', content: n.state === 'issued' ? <AnswerForm notice={n} /> : <DefectAnswers notice={n} /> }}
            flow={{ kind: 'opinion', record: n }}
          >
            {n.overdue && <Alert className="ur-alert" type="error" showIcon title={`已超过整改期限（${n.deadline}），请尽快完成整改并提交反馈`} />}
            {returned && <Alert className="ur-alert" type="warning" showIcon title={`整改反馈被退回：${n.opinion}`} />}
            {n.state === 'answered' && <Alert className="ur-alert" type="info" showIcon title={`整改反馈已提交，等待${n.orgName}确认`} />}
            {n.state === 'confirmed' && <Alert className="ur-alert" type="success" showIcon title={`整改已经检验机构确认${n.opinion ? `：${n.opinion}` : ''}`} />}
            {n.state === 'reinspect' && (
              <Alert
                className="ur-alert"
                type="warning"
                showIcon
                title={`检验机构要求复检：${n.opinion}`}
                description="请在“在线报检”中为该设备提交复检申请；复检结果由检验机构在新的报检申请中出具，本通知书保持“需复检”。"
                action={
                  <Button size="small" type="primary" onClick={() => void navigate(PATHS.onlineApply)}>
                    去报检
                  </Button>
                }
              />
            )}
          </RecordView>
        );
      }}
    </LoadedRecord>
  );
}
