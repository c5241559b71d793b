import { Card, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

// Store customisation (logo, display name, phone, theme) is its own capability, not built yet.
export function SettingsTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Store Settings</CardTitle>
        <CardDescription>
          Logo, display name, contact phone and theme settings are coming soon.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
