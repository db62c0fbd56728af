import type { Workflow } from '@portal/contract';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { PageCard } from '../page-card';
import { StateTag } from '../state-tag';
import './review.css';

interface ReviewPageProps<S extends string> {
  title: string;
  /** What the page says when its address names no record. */
  missing: string;
  id: string;
  /** The record query's failure, if it failed. */
  error: unknown;
  flow: Workflow<S, string>;
  /** The record's state, once loaded. */
  state: S | undefined;
  note?: ReactNode;
  /** The list 返回列表 goes back to. */
  backTo: string;
  /** The ReviewDetail, once the record is loaded; a skeleton stands in until then. */
  children: ReactNode;
}

/** The page around a ReviewDetail: title, state and the way back to the list; a missing or refused record says why. */
export function ReviewPage<S extends string>({ title, missing, id, error, flow, state, note, backTo, children }: ReviewPageProps<S>) {
  const navigate = useNavigate();
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(backTo)}>
      返回列表
    </Button>
  );

  if (!id || error)
    return (
      <PageCard title={title}>
        <Result status="warning" title={id ? failureText(error) : missing} extra={back} />
      </PageCard>
    );

  return (
    <PageCard
      title={title}
      note={note}
      extra={
        <div className="review-page-extra">
          {state && <StateTag flow={flow} state={state} />}
          {back}
        </div>
      }
    >
      {children || <Skeleton active paragraph={{ rows: 10 }} />}
    </PageCard>
  );
}
