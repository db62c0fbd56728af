import type { App } from 'antd';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

let current: ModalApi | null = null;
const waiting: Array<(modal: ModalApi) => void> = [];

/** The antd scope hands over its modal while it is mounted; the returned function takes it back. */
export function provideModal(modal: ModalApi): () => void {
  current = modal;
  for (const resolve of waiting.splice(0)) resolve(modal);
  return () => {
    if (current === modal) current = null;
  };
}

/** antd's modal in the shell's theme, for the shell's own confirmations; it comes with the antd scope (antd-gate). */
export const antdModal = (): Promise<ModalApi> => (current ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve)));
