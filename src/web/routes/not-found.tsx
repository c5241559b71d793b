import { Home } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { Link } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

export default function NotFound() {
  useDocumentTitle("Page Not Found");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-blue-600">404</p>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="max-w-sm text-slate-600">
        The page you are looking for does not exist or has been moved.
      </p>
      <Button asChild>
        <Link to={paths.home()}>
          <Home /> Go Home
        </Link>
      </Button>
    </main>
  );
}
