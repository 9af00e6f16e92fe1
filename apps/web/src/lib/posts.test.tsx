import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { TPostDetail, TPostListResponse } from '@dawa/contract';
import { createTestListResponse, createTestPost, createTestUser } from '../test/factories.ts';
import { INITIAL_APP_STATE, useAppStore } from '../stores/app-store.ts';
import { INITIAL_AUTH_STATE, useAuthStore } from '../stores/auth-store.ts';
import { ApiError } from './api-client.ts';
import {
  applySaved,
  normalizeFilter,
  pagePosts,
  postKeys,
  useToggleSave,
  type PostListData,
} from './posts.ts';

const apiMock = vi.hoisted(() => vi.fn());
vi.mock('./api.ts', () => ({ api: apiMock }));
const notifyError = vi.hoisted(() => vi.fn());
vi.mock('./notify.ts', () => ({ notify: { error: notifyError } }));

const page = (posts: ReturnType<typeof createTestPost>[]) => createTestListResponse(posts);
const listData = (...pages: TPostListResponse[]): PostListData => ({
  pages,
  pageParams: pages.map((_, i) => i),
});

describe('list filters and constants', () => {
  it('equal filters make equal keys: blanks, spaces and zero bounds drop out', () => {
    expect(normalizeFilter({ searchKey: '  ', category: '', min_price: 0, max_price: 0 })).toEqual(
      {},
    );
    expect(
      postKeys.list('u', { searchKey: ' gloves ', min_price: 0, max_price: 500, category: 'c' }),
    ).toEqual(postKeys.list('u', { category: 'c', searchKey: 'gloves', max_price: 500 }));
  });

  it('pagePosts joins the loaded pages in order', () => {
    const [a, b, c] = [createTestPost(), createTestPost(), createTestPost()];
    expect(pagePosts(listData(page([a, b]), page([c])))).toEqual([a, b, c]);
    expect(pagePosts(undefined)).toEqual([]);
  });
});

describe('applySaved', () => {
  it('marks every cached copy and takes an unsaved listing out of the saved lists', () => {
    const client = new QueryClient();
    const [a, b] = [createTestPost(), createTestPost({ isSavedPost: true })];
    client.setQueryData(postKeys.list('u', {}), listData(page([a, b])));
    client.setQueryData(postKeys.saved('u', {}), listData(page([b])));
    client.setQueryData(postKeys.detail('u', a.id), { ...a });
    client.setQueryData(postKeys.list('other', {}), listData(page([a])));

    applySaved(client, 'u', a.id, true);
    expect(pagePosts(client.getQueryData(postKeys.list('u', {})))[0]?.isSavedPost).toBe(true);
    expect(client.getQueryData<TPostDetail>(postKeys.detail('u', a.id))?.isSavedPost).toBe(true);
    // Another person's cache is theirs.
    expect(pagePosts(client.getQueryData(postKeys.list('other', {})))[0]?.isSavedPost).toBe(false);

    applySaved(client, 'u', b.id, false);
    expect(pagePosts(client.getQueryData(postKeys.saved('u', {})))).toEqual([]);
    expect(pagePosts(client.getQueryData(postKeys.list('u', {})))[1]?.isSavedPost).toBe(false);
  });
});

describe('useToggleSave', () => {
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const user = createTestUser();

  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    useAuthStore.setState(INITIAL_AUTH_STATE);
    useAppStore.setState(INITIAL_APP_STATE);
  });
  afterEach(() => vi.clearAllMocks());

  it('a guest gets the login dialog and nothing is sent', () => {
    const { result } = renderHook(() => useToggleSave(), { wrapper });
    act(() => result.current.toggle(createTestPost()));
    expect(useAppStore.getState().loginDialog).toBe(true);
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('saves at once on screen, then asks the server', async () => {
    useAuthStore.setState({ userInfo: user });
    const post = createTestPost();
    client.setQueryData(postKeys.list(user.id, {}), listData(page([post])));
    let answer: (value: unknown) => void = () => undefined;
    apiMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));

    const { result } = renderHook(() => useToggleSave(), { wrapper });
    act(() => result.current.toggle(post));
    await waitFor(() =>
      expect(pagePosts(client.getQueryData(postKeys.list(user.id, {})))[0]?.isSavedPost).toBe(true),
    );
    expect(apiMock).toHaveBeenCalledWith({
      method: 'POST',
      path: '/saved-post',
      body: { id: post.id },
    });
    const settled = vi.spyOn(client, 'invalidateQueries');
    answer({ message: 'ok' });
    // Settled: the saved lists are refetched, the heart stays saved.
    await waitFor(() =>
      expect(settled).toHaveBeenCalledWith({ queryKey: postKeys.savedLists(user.id) }),
    );
    expect(pagePosts(client.getQueryData(postKeys.list(user.id, {})))[0]?.isSavedPost).toBe(true);
  });

  it('puts the heart back and says why when the server refuses', async () => {
    useAuthStore.setState({ userInfo: user });
    const post = createTestPost({ isSavedPost: true });
    client.setQueryData(postKeys.saved(user.id, {}), listData(page([post])));
    apiMock.mockRejectedValueOnce(new TypeError('offline'));

    const { result } = renderHook(() => useToggleSave(), { wrapper });
    act(() => result.current.toggle(post));
    await waitFor(() => expect(notifyError).toHaveBeenCalled());
    expect(apiMock).toHaveBeenCalledWith({ method: 'DELETE', path: `/saved-post/${post.id}` });
    // Unsaved optimistically (gone from the saved list), then put back as it was.
    expect(notifyError).toHaveBeenCalledWith(expect.stringContaining('Could not unsave'));
    expect(pagePosts(client.getQueryData(postKeys.saved(user.id, {})))).toEqual([post]);
  });

  it('already saved elsewhere (409) is not an error on screen', async () => {
    useAuthStore.setState({ userInfo: user });
    const post = createTestPost();
    client.setQueryData(postKeys.list(user.id, {}), listData(page([post])));
    apiMock.mockRejectedValueOnce(
      new ApiError(409, { message: 'Listing already saved', code: 'CONFLICT' }),
    );
    const settled = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => useToggleSave(), { wrapper });
    act(() => result.current.toggle(post));
    await waitFor(() => expect(settled).toHaveBeenCalled());
    expect(notifyError).not.toHaveBeenCalled();
    expect(pagePosts(client.getQueryData(postKeys.list(user.id, {})))[0]?.isSavedPost).toBe(true);
  });

  it('a list that was loading when the heart was pressed still arrives, with the heart saved', async () => {
    useAuthStore.setState({ userInfo: user });
    const post = createTestPost();
    const key = postKeys.list(user.id, { searchKey: 'para' });
    // The search's first answer is still on its way when the heart is pressed (then cancelled);
    // the answer fetched after the save says saved.
    const answers = [
      new Promise<PostListData>(() => undefined),
      Promise.resolve(listData(page([{ ...post, isSavedPost: true }]))),
    ];
    const queryFn = vi.fn(() => answers.shift() ?? Promise.reject(new Error('asked too often')));
    apiMock.mockResolvedValueOnce({ message: 'ok' });

    const { result } = renderHook(
      () => ({
        list: useQuery({ queryKey: key, queryFn, retry: false }),
        heart: useToggleSave(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    act(() => result.current.heart.toggle(post));
    await waitFor(() => expect(pagePosts(result.current.list.data)[0]?.isSavedPost).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
