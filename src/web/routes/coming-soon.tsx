import { ArrowLeft, Hammer } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { paths } from "../config/paths";
import { useDocumentTitle } from "../lib/use-document-title";

/**
 * Stands in for a merchant screen that is not built yet (ads, delivery zones), so links from the
 * dashboard lead somewhere honest instead of to the 404 page.
 */
export default function ComingSoon({ title, subtitle }: { title: string; subtitle: string }) {
  useDocumentTitle(title);
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.dashboard()}>
              <ArrowLeft /> Back to Dashboard
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-slate-600">{subtitle}</p>
        <Card className="mt-6">
          <CardHeader className="items-center text-center">
            <Hammer className="h-8 w-8 text-blue-600" aria-hidden />
            <CardTitle>Coming soon</CardTitle>
            <CardDescription>
              We are building this screen. Everything else in your dashboard works today.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            <Button asChild>
              <Link to={paths.dashboard()}>Back to Dashboard</Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
