import { BulkUploadDialog } from "#web/features/catalog/components/bulk-upload-dialog";
import { StoreLocationPicker } from "#web/features/settings/components/store-location-card";
import { WeeklyHoursList } from "#web/features/settings/components/trading-hours-card";
import { SetupPath } from "#web/features/setup/components/setup-path";

/** `/setup`, a new store's first-run path (issue 48): its steps borrow Settings' and the catalog's pieces. */
export default function SetupPage() {
  return (
    <SetupPath
      hoursEditor={(hours, onChange) => <WeeklyHoursList hours={hours} onChange={onChange} />}
      locationPicker={(props) => <StoreLocationPicker {...props} />}
      bulkUpload={(props) => <BulkUploadDialog {...props} />}
    />
  );
}
