/**
 * The web app runs on Preact 11 through its React compatibility layer (decision 0061): the same
 * components, a tenth of React's runtime on a shopper's phone. The server's renderer uses the same
 * runtime, so the HTML it sends is what the browser hydrates.
 */
export const preactRuntime = {
  alias: [
    { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
    { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
    { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
    { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-runtime" },
    { find: /^react-dom$/, replacement: "preact/compat" },
    { find: /^react$/, replacement: "preact/compat" },
  ],
};
