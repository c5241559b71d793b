/** A built web app's index.html as far as the storefront's head tags care: default title, description and OG tag. */
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>StoreLaunch - Your Business. Your Website. In 5 Minutes.</title>
    <meta name="description" content="Create an online store in minutes." />
    <meta property="og:title" content="Default OG" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
