import { Home } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { inLanguage, useT } from "#web/lib/i18n/page-language";
import { Link } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

function NotFound() {
  const t = useT();
  useDocumentTitle(t("common.pageNotFound"));
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-blue-600">404</p>
      <h1 className="text-2xl font-semibold">{t("common.pageNotFound")}</h1>
      <p className="max-w-sm text-slate-600">{t("common.pageNotFoundDetail")}</p>
      <Button asChild>
        <Link to={paths.home()}>
          <Home /> {t("common.goHome")}
        </Link>
      </Button>
    </main>
  );
}

/** In the language the shopper reads the store in (decision 0068). */
export default inLanguage(NotFound);
