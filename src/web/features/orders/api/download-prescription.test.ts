import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "#web/components/ui/use-toast";
import { downloadPrescription, prescriptionFileName } from "./download-prescription";

vi.mock("#web/components/ui/use-toast", () => ({ toast: vi.fn() }));

describe("prescription downloads", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
  });

  it("names the file by the URL's last segment, else prescription-{first 8 of the order id}.pdf", () => {
    expect(prescriptionFileName("/api/prescriptions/0123abcd.jpg", "3f2a9c1e-6b7d")).toBe("0123abcd.jpg");
    expect(prescriptionFileName("/api/prescriptions/", "3f2a9c1e-6b7d")).toBe("prescription-3f2a9c1e.pdf");
  });

  it.each([
    [401, "Authentication Required", "Please log in to access prescription files."],
    [403, "Access Denied", "You don't have permission to access this prescription file."],
    [404, "File Not Found", "The prescription file could not be found."],
    [500, "Download Failed", "Failed to download the prescription file. Please try again."],
  ])("says why a %i failed, in the spec's words", async (status, title, description) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status })),
    );
    await expect(downloadPrescription("/api/prescriptions/a.pdf", "3f2a9c1e")).resolves.toBe(false);
    expect(toast).toHaveBeenCalledWith({ variant: "destructive", title, description });
  });

  it("says the download failed when the network does", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(downloadPrescription("/api/prescriptions/a.pdf", "3f2a9c1e")).resolves.toBe(false);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Download Failed" }));
  });
});
