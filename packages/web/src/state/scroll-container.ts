import { createContext } from 'react';

/** Where pages scroll: the shell's content area inside the shell, the window elsewhere. Sticky table headers and scroll bars follow it. */
export const ScrollContainerContext = createContext<() => HTMLElement | Window>(() => window);
