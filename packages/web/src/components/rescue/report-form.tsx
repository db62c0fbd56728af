import { Button, Form, Row, Space, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageCard } from '../page-card';
import { SaveFailureAlert, useSaveFailure } from '../save-failure';
import { recordPath } from '../../routes/paths';
import { ElevatorPicker } from './rescue-parts';

interface ReportFormProps<V, R> {
  /** The page's title, which its button repeats. */
  title: string;
  note: string;
  initialValues: Partial<V>;
  /** The contract's rule for the elevator. */
  elevatorRule: FormRule;
  report: { mutateAsync: (values: V) => Promise<R>; isPending: boolean };
  /** Where the filed record opens, and the list 返回列表 goes back to. */
  detailPath: string;
  listPath: string;
  danger?: boolean;
  /** The report's own fields, in a row under the elevator. */
  children: ReactNode;
}

/** A report on an elevator the caller may report on: the elevator, the report's own fields, and on to the record once filed. */
export function ReportForm<V extends { equipmentId: string }, R extends { id: string }>(p: ReportFormProps<V, R>) {
  const navigate = useNavigate();
  const [form] = Form.useForm<V>();
  const { failure, fail, clear } = useSaveFailure();

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    clear();
    try {
      const r = await p.report.mutateAsync(v);
      void navigate(recordPath(p.detailPath, r.id), { replace: true });
    } catch (e) {
      fail(e);
    }
  };

  return (
    <PageCard title={p.title} note={p.note}>
      <SaveFailureAlert failure={failure} className="rescue-alert" />
      <Form form={form} layout="vertical" initialValues={p.initialValues} style={{ maxWidth: 880 }}>
        <Form.Item name="equipmentId" label="电梯" required rules={[p.elevatorRule]}>
          <ElevatorPicker />
        </Form.Item>
        <Row gutter={16}>{p.children}</Row>
        <Space>
          <Button type="primary" danger={p.danger} loading={p.report.isPending} onClick={() => void submit()}>
            {p.title}
          </Button>
          <Button onClick={() => void navigate(p.listPath)}>返回列表</Button>
        </Space>
      </Form>
    </PageCard>
  );
}
