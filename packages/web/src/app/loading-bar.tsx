import { useEffect, useRef, useState } from 'react';
import './loading-bar.css';

type Phase = 'idle' | 'running' | 'done';

/** The thin bar along the top of the window while a page (or its code) is loading. */
export function LoadingBar({ active }: { active: boolean }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<number | undefined>(undefined);

  // The load ending completes a running bar at once (adjusted while rendering); the timers below do the rest.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (!active && phase === 'running') setPhase('done');
  }

  useEffect(() => {
    window.clearTimeout(timer.current);
    if (active) {
      // Quick loads finish before the bar would be noticed; only show it past a short delay.
      timer.current = window.setTimeout(() => setPhase('running'), 80);
    } else {
      timer.current = window.setTimeout(() => setPhase('idle'), 400);
    }
    return () => window.clearTimeout(timer.current);
  }, [active]);

  return <div className={`loading-bar loading-bar-${phase}`} role="progressbar" aria-hidden={phase === 'idle'} aria-label="页面加载中" />;
}
