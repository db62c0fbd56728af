import type { BeforeCloseName } from '../../state/tabs';

type Confirm = (content: string) => Promise<boolean>;

/** Spec §2 confirm-before-close rules, named by route meta beforeCloseName. */
export const BEFORE_CLOSE: Record<BeforeCloseName, (confirm: Confirm) => Promise<boolean>> = {
  before_close_normal: (confirm) => confirm('确定要关闭这一页吗？'),
};
