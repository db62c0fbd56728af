import { useEffect, type ComponentType, type ReactNode } from 'react';
import { create } from 'zustand';
import { HOME_NAME } from '../../routes/paths';
import { useLoadingHold } from '../loading-store';
import { useCurrentPage } from './current-page';

type Scope = ComponentType<{ children: ReactNode }>;

const useScope = create<{ Scope: Scope | null; failure: Error | null }>()(() => ({ Scope: null, failure: null }));

let requested = false;

/** Fetches antd with the shell's antd scope, once. */
function loadScope(): void {
  if (requested) return;
  requested = true;
  import('./antd-scope').then(
    (m) => useScope.setState({ Scope: m.default }),
    (e: unknown) => useScope.setState({ failure: e instanceof Error ? e : new Error(String(e)) }),
  );
}

/** Pages drawn without antd: they may show before it has arrived. */
const WITHOUT_ANTD: ReadonlySet<string> = new Set([HOME_NAME]);

/** Nothing yet; the loading bar runs meanwhile. */
function Waiting() {
  useEffect(() => {
    useLoadingHold.setState((s) => ({ holds: s.holds + 1 }));
    return () => useLoadingHold.setState((s) => ({ holds: Math.max(0, s.holds - 1) }));
  }, []);
  return null;
}

/**
 * antd's scope (antd-scope.tsx) around the shell's pages and dialogs. antd is fetched once the first screen has
 * painted, so the home page shows without it; another page waits for it. When it arrives the home page is drawn
 * again inside it, which it does from its cached data, as it holds no state of its own.
 */
export function AntdGate({ children }: { children: ReactNode }) {
  const { Scope, failure } = useScope();
  const { handle } = useCurrentPage();
  useEffect(loadScope, []);
  // A chunk that would not load: the root error page says so and offers a reload.
  if (failure) throw failure;
  if (Scope) return <Scope>{children}</Scope>;
  return handle && WITHOUT_ANTD.has(handle.route.name) ? children : <Waiting />;
}
