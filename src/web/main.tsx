import "./index.css";
import { firstScreenPainted } from "#web/lib/first-screen-painted";
import { warmIntl } from "#web/lib/warm-intl";

/**
 * The app's entry: small, so a page the server rendered (a storefront page's first screen) paints
 * before any of the app's code runs. There the code is asked for once the page has painted: the
 * shopper reads the page while it loads, and the page's own pictures are not slowed by it. Any
 * other page is rendered by the code itself, which then loads at once.
 */
const boot = () => import("./boot");

// The locale data loads on another thread meanwhile, in the page's language and English (an English
// page's formats are English with the store's region); most of it is shared by every locale.
warmIntl([document.documentElement.lang, "en"]);

if (document.getElementById("root")?.hasChildNodes()) void firstScreenPainted().then(boot);
else void boot();
