import { Outlet } from 'react-router';
import { GlobalDialogs } from '../components/dialogs/global-dialogs.tsx';
import { AppToaster } from '../components/feedback/app-toaster.tsx';
import { NavigationFeedback } from '../components/feedback/navigation-feedback.tsx';
import { useDocumentTitle } from '../components/page/use-document-title.ts';
import { useChatLive } from '../lib/realtime/use-chat-live.ts';
import { useRecentSearchRecorder } from './use-recent-search-recorder.ts';
import { useSessionCheck } from './use-session-check.ts';

/** The app shell of docs/product.md#app-shell, around every page: feedback, global dialogs, toasts. */
export function RootShell() {
  useDocumentTitle();
  useSessionCheck();
  useRecentSearchRecorder();
  useChatLive();
  return (
    <>
      <NavigationFeedback />
      <Outlet />
      <GlobalDialogs />
      <AppToaster />
    </>
  );
}
