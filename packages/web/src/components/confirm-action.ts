import { App } from 'antd';
import { failureText } from '../api/http';

/**
 * Asks once more before a step on a record (撤回, 删除), takes it, and says how it went: the success
 * message, or the server's refusal.
 */
export function useConfirmAction() {
  const { modal, message } = App.useApp();
  return (title: string, content: string, run: () => Promise<unknown>, done: string) =>
    void modal.confirm({
      title,
      content,
      okText: title,
      cancelText: '取消',
      onOk: () =>
        run().then(
          () => void message.success(done),
          (e: unknown) => void message.error(failureText(e)),
        ),
    });
}
