// A blank page at "/" for each file, as a process of its own would start with: the web project's
// workers keep one jsdom from one file to the next (decision 0040).
for (const name of document.documentElement.getAttributeNames())
  document.documentElement.removeAttribute(name);
document.head.replaceChildren();
document.body.replaceChildren();
document.title = "";
window.history.replaceState(null, "", "/");
localStorage.clear();
sessionStorage.clear();
