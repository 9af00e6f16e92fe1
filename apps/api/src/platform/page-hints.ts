// What a page's document can tell the browser before any script runs: the images its first screen
// draws (a listing's photo), so they download beside the app's code instead of after it has
// rendered. Modules register a hint per route path of the contract's table; the web app asks
// when it sends that page's document. Platform code: it knows no module.

/** The images worth preloading for one page, given the path's `:param` values. */
export type PageHint = (params: Record<string, string>) => Promise<readonly string[]>;

export class PageHints {
  readonly #hints = new Map<string, PageHint>();

  /** A slow database never holds a document back: a hint taking longer than `budgetMs` is dropped. */
  constructor(private readonly budgetMs = 150) {}

  /** `routePath` as the contract's route table writes it, e.g. '/listing/:id'. */
  register(routePath: string, hint: PageHint): void {
    this.#hints.set(routePath, hint);
  }

  /** The images to preload for `path` (of route `routePath`); none when unknown, slow or failed. */
  async imagesFor(routePath: string, path: string): Promise<readonly string[]> {
    const hint = this.#hints.get(routePath);
    if (!hint) return [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<readonly string[]>((resolve) => {
      timer = setTimeout(() => resolve([]), this.budgetMs);
    });
    try {
      return await Promise.race([hint(routeParams(routePath, path)), late]);
    } catch {
      return [];
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The `:param` segments of `path` under `routePath` ('/listing/:id', '/listing/7' -> {id: '7'}). */
export function routeParams(routePath: string, path: string): Record<string, string> {
  const names = routePath.split('/');
  const values = path.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    const value = values[i];
    if (name.startsWith(':') && value !== undefined) params[name.slice(1)] = value;
  });
  return params;
}
