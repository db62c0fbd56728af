import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/** A button that opens another page of the portal: a page's main step (新建申请, 报告困人) unless `type` says otherwise. */
export function NavButton({ to, type = 'primary', ...button }: Omit<ButtonProps, 'onClick' | 'href'> & { to: string }) {
  const navigate = useNavigate();
  return <Button type={type} {...button} onClick={() => void navigate(to)} />;
}
