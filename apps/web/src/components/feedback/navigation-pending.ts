import { createContext, useContext } from 'react';

/** Provided by the app's router: true while a navigation waits for the next page's code. */
export const NavigationPendingContext = createContext(false);

export const useNavigationPending = (): boolean => useContext(NavigationPendingContext);
