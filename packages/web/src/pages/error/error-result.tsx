import { Button, Result } from 'antd';
import type { ResultStatusType } from 'antd/es/result';
import { useNavigate } from 'react-router';
import { PATHS } from '../../routes/paths';
import './error-result.css';

/** The body of the 401, 404 and 500 pages: what happened and the ways out. */
export function ErrorResult({ status, code, text }: { status: ResultStatusType; code: string; text: string }) {
  const navigate = useNavigate();
  return (
    <div className="error-result">
      <Result
        status={status}
        title={code}
        subTitle={text}
        extra={[
          <Button key="home" type="primary" onClick={() => void navigate(PATHS.home)}>
            返回首页
          </Button>,
          <Button key="back" onClick={() => void navigate(-1)}>
            返回上一页
          </Button>,
        ]}
      />
    </div>
  );
}
