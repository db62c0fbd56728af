import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { use } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_TAB, type Tab } from '../../state/tabs';
import { tabsActions, useTabs } from '../../state/tabs-store';
import { useTabActions } from './use-tab-actions';

const MESSAGES: Tab = { key: '/message_page', name: 'message_page', title: '消息中心' };

/** A page whose render waits for its code or data, as a page that has not been shown since a reload does. */
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
function SlowPage() {
  use(arrived);
  return <p>消息中心页</p>;
}

function Shell() {
  const actions = useTabActions();
  return (
    <>
      <button type="button" onClick={() => void actions.closeAll()}>
        关闭所有
      </button>
      <Outlet />
    </>
  );
}

const routes = [
  {
    path: '/',
    Component: Shell,
    children: [
      { path: 'home', element: <p>首页内容</p> },
      { path: 'message_page', Component: SlowPage },
    ],
  },
];

describe('tab actions while a page is on its way', () => {
  // The router renders a new page in a transition, which these steps must be able to hold open; act() would settle it.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));

  it('closes all from the page the address has reached, though the screen still shows the page before it', async () => {
    window.history.replaceState(null, '', '/home');
    tabsActions.set([HOME_TAB, MESSAGES]);
    const router = createBrowserRouter(routes);
    render(<RouterProvider router={router} />);
    await screen.findByText('首页内容');

    // The user opens the message tab: the address changes at once, the page is still on its way.
    void router.navigate(MESSAGES.key);
    await waitFor(() => expect(window.location.pathname).toBe(MESSAGES.key));
    expect(screen.getByText('首页内容')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '关闭所有' }));
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(useTabs.getState().tabs).toEqual([HOME_TAB]);
    arrive();
    await screen.findByText('首页内容');
    expect(screen.queryByText('消息中心页')).toBeNull();
  });
});
