import { ArrowLeft, Clock, Rocket, ShoppingCart, Store } from "lucide-react";
import { useState } from "react";
import { isOperatorSignIn } from "#contracts/admin";
import { FullPageMessage } from "#web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { paths } from "#web/config/paths";
import { mayBeOperator, useOperator } from "#web/features/auth/api/get-operator";
import { useUser } from "#web/features/auth/api/get-user";
import { LoginForm } from "#web/features/auth/components/login-form";
import { RegisterForm } from "#web/features/auth/components/register-form";
import { afterSignInPathOf, homePathOf } from "#web/features/auth/utils/home-path";
import { Link, Navigate, useNavigate, useSearchParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

const BLURBS = [
  {
    icon: Rocket,
    title: "Instant microsite creation",
    text: "Your own storefront at a shareable link the moment you register.",
  },
  {
    icon: ShoppingCart,
    title: "Direct online orders",
    text: "Customers order straight from you: no 25-35% aggregator fees.",
  },
  {
    icon: Store,
    title: "Perfect for small businesses",
    text: "Built for pharmacies, restaurants and retail shops. No technical skills needed.",
  },
];

type Tab = "login" | "register";

export default function AuthPage() {
  const { data: user, isLoading } = useUser();
  // An operator's session has no store (GET /api/user: 401): the console's own question tells, asked
  // only in a browser an operator signed in on (a 404 for everyone else).
  const [askOperator] = useState(mayBeOperator);
  const operator = useOperator({ enabled: askOperator && user === null });
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // Registered under manual approval (issue 47): what happens next stays in view on the login tab.
  const [waiting, setWaiting] = useState<string | null>(null);
  const tab: Tab = params.get("tab") === "register" ? "register" : "login";
  useDocumentTitle(tab === "register" ? "Create your store" : "Login");

  if (isLoading || operator.isLoading)
    return <FullPageMessage spinner>Loading your account...</FullPageMessage>;
  if (user) return <Navigate to={homePathOf(user)} replace />;
  if (operator.data) return <Navigate to={paths.admin()} replace />;

  // A new store starts on its first-run path (issue 48).
  const goToSetup = () => navigate(paths.setup());

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="hidden flex-col justify-center gap-8 bg-gradient-to-br from-blue-600 to-indigo-700 p-12 text-white lg:flex">
        <Link to={paths.home()} className="flex items-center gap-2 text-lg font-bold">
          <Store className="h-6 w-6" aria-hidden /> StoreLaunch
        </Link>
        <h2 className="text-4xl font-extrabold leading-tight">Your Business. Your Website. In 5 Minutes.</h2>
        <ul className="grid gap-6">
          {BLURBS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-white/15">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-blue-100">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </aside>

      <main className="flex flex-col items-center justify-center px-4 py-8 sm:px-8">
        <div className="w-full max-w-md">
          <Link
            to={paths.home()}
            className="mb-6 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to home
          </Link>
          <h1 className="text-2xl font-bold">{tab === "register" ? "Create your store" : "Welcome back"}</h1>
          <p className="mt-1 text-slate-600">
            {tab === "register" ? "Start selling online in minutes." : "Sign in to manage your store."}
          </p>
          <Tabs
            value={tab}
            onValueChange={(value) => setParams({ tab: value }, { replace: true })}
            className="mt-6"
          >
            <TabsList grid className="w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              {waiting && (
                <p
                  className="mb-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
                  role="status"
                  data-testid="awaiting-approval"
                >
                  <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {waiting}
                </p>
              )}
              <LoginForm
                onSuccess={(signedIn) =>
                  navigate(isOperatorSignIn(signedIn) ? paths.admin() : afterSignInPathOf(signedIn))
                }
              />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm
                onRegistered={(loggedIn, message) => {
                  if (loggedIn) return goToSetup();
                  setWaiting(message ?? null);
                  setParams({ tab: "login" }, { replace: true });
                }}
                onLogin={() => setParams({ tab: "login" }, { replace: true })}
              />
            </TabsContent>
          </Tabs>
          <ul className="mt-10 grid gap-3 border-t border-slate-200 pt-6 lg:hidden">
            {BLURBS.map(({ icon: Icon, title }) => (
              <li key={title} className="flex items-center gap-2 text-sm text-slate-600">
                <Icon className="h-4 w-4 text-blue-600" aria-hidden /> {title}
              </li>
            ))}
          </ul>
        </div>
      </main>
    </div>
  );
}
