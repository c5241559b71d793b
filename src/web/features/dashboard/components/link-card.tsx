import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Link } from "#web/lib/router";

/**
 * The shape every simple dashboard tab shares: a title, a line of text, the link to the page where
 * the work is done, and any other actions after it.
 */
export function LinkCard({
  title,
  description,
  to,
  icon: Icon,
  linkLabel,
  children,
}: {
  title: string;
  description: ReactNode;
  to: string;
  icon: LucideIcon;
  linkLabel: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={to}>
            <Icon /> {linkLabel}
          </Link>
        </Button>
        {children}
      </CardContent>
    </Card>
  );
}
