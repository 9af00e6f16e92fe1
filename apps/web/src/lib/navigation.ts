// Lets code outside React (the API client, sign-out) navigate through the router once it exists,
// without importing the router module (which imports every page).

type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (path) => window.location.assign(path);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigator(path, options);
}
