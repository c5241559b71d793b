import { STORE_UNREACHABLE_MESSAGE } from "#contracts/store-unreachable";

/**
 * How long a client is asked to wait before trying again while the database cannot be reached
 * (`Retry-After`): a restart or a failover of PostgreSQL takes seconds.
 */
export const UNREACHABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The web app's page for a database it cannot reach (decision 0047), sent with a 503 to a browser
 * asking for a page whose data is not in memory. Whole in itself, like the dashboard's offline page
 * (src/web/public/offline.html): no script, no request of its own that could fail too. Not for
 * search engines (`noindex`): a crawler that comes during an outage must not replace the store's
 * page with it. "Try again" reloads the same address.
 */
export const UNREACHABLE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <meta name="theme-color" content="#3B82F6" />
    <title>Please try again in a moment - StoreLaunch</title>
    <link rel="icon" type="image/png" sizes="64x64" href="/favicon.png" />
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc;
        color: #0f172a; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
      main { max-width: 22rem; padding: 1.5rem; text-align: center; }
      svg { width: 4rem; height: 4rem; border-radius: 1rem; }
      h1 { font-size: 1.25rem; margin: 1rem 0 0.5rem; }
      p { color: #475569; line-height: 1.5; margin: 0 0 1.25rem; }
      a { display: inline-block; padding: 0.625rem 1.25rem; border-radius: 0.5rem; background: #2563eb;
        color: #fff; font-weight: 600; text-decoration: none; }
    </style>
  </head>
  <body>
    <main>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#3B82F6"/><path d="M8 13h16l-1.5 11h-13z" fill="#fff"/><path d="M12 13a4 4 0 0 1 8 0" stroke="#fff" stroke-width="2" fill="none"/></svg>
      <h1>Store unavailable</h1>
      <p>${STORE_UNREACHABLE_MESSAGE}</p>
      <a href="">Try again</a>
    </main>
  </body>
</html>
`;
