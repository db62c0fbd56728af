import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useEffect, useState, type RefObject } from 'react';

const SHOW_AFTER = 100;
const DURATION = 1000;

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Spec §9: appears after 100 px of scrolling and glides back to the top in one second. */
export function BackToTop({ scroller }: { scroller: RefObject<HTMLElement | null> }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => setVisible(el.scrollTop > SHOW_AFTER);
    onScroll();
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [scroller]);

  const toTop = () => {
    const el = scroller.current;
    if (!el) return;
    const from = el.scrollTop;
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / DURATION);
      el.scrollTop = from * (1 - easeInOut(t));
      if (t < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  };

  if (!visible) return null;
  return (
    <button type="button" className="back-to-top" onClick={toTop} aria-label="返回顶部" title="返回顶部">
      <VerticalAlignTopOutlined />
    </button>
  );
}
