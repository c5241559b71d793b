import {
  ArrowRight,
  FileSpreadsheet,
  MapPin,
  Pill,
  QrCode,
  ShoppingBag,
  Store,
  Truck,
  Utensils,
  Zap,
} from "lucide-react";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { LiveExamples } from "#web/features/landing/live-examples";
import { Link } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** The hero's two lesser offers: links under the buttons. */
const TEXT_LINK = "font-medium text-blue-700 underline-offset-4 hover:underline";

const FEATURES = [
  {
    icon: Zap,
    title: "Live in minutes",
    text: "Register, add a few products and share your link. No designer, no developer.",
  },
  {
    icon: ShoppingBag,
    title: "Direct online orders",
    text: "Customers order from your own site. No middleman, no commission.",
  },
  {
    icon: MapPin,
    title: "Your delivery zones",
    text: "Draw the areas you deliver to on a map; customers are checked automatically.",
  },
  {
    icon: FileSpreadsheet,
    title: "Bulk catalog upload",
    text: "Import hundreds of products from one CSV file in seconds.",
  },
  { icon: QrCode, title: "QR code sharing", text: "Print your store's QR code on menus, bags and receipts." },
  {
    icon: Pill,
    title: "Prescription orders",
    text: "Pharmacies receive prescription uploads and reply with a quote.",
  },
];

export default function Landing() {
  useDocumentTitle("Your Business. Your Website. In 5 Minutes.");
  return (
    <div className="min-h-screen bg-white">
      <header className="sticky top-0 z-20 border-b border-slate-100 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link to={paths.home()} className="flex items-center gap-2 font-bold text-slate-900">
            <span className="grid h-8 w-8 place-items-center rounded-lg bg-blue-600 text-white">
              <Store className="h-4 w-4" aria-hidden />
            </span>
            StoreLaunch
          </Link>
          <nav className="flex items-center gap-1 sm:gap-2" aria-label="Main">
            <Button asChild variant="ghost" size="sm" className="max-sm:hidden">
              <Link to={paths.marketplace()}>Marketplace</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.auth("login")}>Log in</Link>
            </Button>
            <Button asChild size="sm">
              <Link to={paths.auth("register")}>Get started</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main>
        <section className="bg-gradient-to-b from-blue-50 to-white">
          <div className="mx-auto max-w-6xl px-4 pb-8 pt-10 text-center sm:pb-12 sm:pt-16">
            <p className="mx-auto mb-5 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
              <Pill className="h-4 w-4 text-emerald-600" aria-hidden />
              <Utensils className="h-4 w-4 text-orange-600" aria-hidden />
              <ShoppingBag className="h-4 w-4 text-purple-600" aria-hidden />
              For pharmacies, restaurants and retail shops
            </p>
            <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
              Your Business. Your Website. <span className="text-blue-600">In 5 Minutes.</span>
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
              Get your own online store with a shareable link, take orders for delivery, and keep every dollar
              of every sale.
            </p>
            {/* One main and one secondary action; the spec's other two offers follow as links. */}
            <div className="mx-auto mt-8 grid max-w-md gap-3 sm:flex sm:max-w-none sm:justify-center">
              <Button asChild size="lg">
                <Link to={paths.auth("register")}>
                  Create Your Store <ArrowRight />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#examples">View Live Examples</a>
              </Button>
            </div>
            <p className="mt-5 text-sm text-slate-600">
              <Link to={paths.marketplace()} className={TEXT_LINK}>
                Browse Marketplace
              </Link>
              <span aria-hidden className="mx-2">
                ·
              </span>
              <Link to={paths.auth("login")} className={TEXT_LINK}>
                Login to Dashboard
              </Link>
            </p>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 pb-14 pt-4" aria-labelledby="fees-heading">
          <div className="grid items-center gap-8 rounded-2xl bg-slate-900 p-6 text-white sm:p-10 md:grid-cols-2">
            <div>
              <h2 id="fees-heading" className="text-2xl font-bold sm:text-3xl">
                Stop paying 25-35% to aggregators
              </h2>
              <p className="mt-3 text-slate-300">
                Delivery apps take 25-35% of every order. Orders placed on your own site skip that fee
                entirely, and the customer relationship stays yours.
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-4 text-center">
              <div className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm text-slate-300">$1,000 of orders on an aggregator</dt>
                <dd className="mt-1 text-2xl font-bold text-red-300">you keep $650-$750</dd>
              </div>
              <div className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm text-slate-300">$1,000 of direct orders</dt>
                <dd className="mt-1 text-2xl font-bold text-emerald-300">you keep $1,000</dd>
              </div>
            </dl>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 pb-14" aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-center text-2xl font-bold sm:text-3xl">
            Everything a local business needs to sell online
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 p-5">
                <Icon className="h-6 w-6 text-blue-600" aria-hidden />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="examples" className="scroll-mt-20 bg-slate-50 py-14" aria-labelledby="examples-heading">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="examples-heading" className="text-center text-2xl font-bold sm:text-3xl">
              Live examples
            </h2>
            <p className="mt-2 text-center text-slate-600">
              Real storefronts built with StoreLaunch. Open one and try it.
            </p>
            <LiveExamples />
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-14 text-center">
          <Truck className="mx-auto h-8 w-8 text-blue-600" aria-hidden />
          <h2 className="mt-3 text-2xl font-bold">Ready to take your first direct order?</h2>
          <Button asChild size="lg" className="mt-6">
            <Link to={paths.auth("register")}>
              Create Your Store <ArrowRight />
            </Link>
          </Button>
        </section>
      </main>
      <footer className="border-t border-slate-100 py-6 text-center text-sm text-slate-500">
        © {new Date().getFullYear()} StoreLaunch
      </footer>
    </div>
  );
}
