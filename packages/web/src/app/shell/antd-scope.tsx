import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { setErrorNotifier } from '../../api/http';
import { theme } from '../../styles/theme';
import { provideModal } from './antd-modal';
import { ShellDialogs } from './dialogs/shell-dialogs';

// antd's date pickers read dayjs's locale; only pages inside this scope use them.
dayjs.locale('zh-cn');

/**
 * Lends antd's message and modal to code outside this scope: failed calls toast through the message (stacking with
 * the pages' own messages), and the shell's confirmations use the modal (antd-modal.ts).
 */
function AntdServices() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => {
    setErrorNotifier((text, seconds) => void message.error(text, seconds));
    const withdraw = provideModal(modal);
    return () => {
      setErrorNotifier(null);
      withdraw();
    };
  }, [message, modal]);
  return null;
}

/** antd, its locale and theme around the shell's pages and dialogs; loaded on its own, after the first screen (antd-gate). */
export default function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <AntdServices />
        {children}
        <ShellDialogs />
      </AntApp>
    </ConfigProvider>
  );
}
