import { afterEach, describe, expect, it, vi } from "vitest";
import { prescriptionDownloadFailed } from "../utils/order-toasts";
import { downloadPrescription, prescriptionFileName } from "./download-prescription";

describe("prescription downloads", () => {
  afterEach(() => vi.unstubAllGlobals());

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
    const failure = await downloadPrescription("/api/prescriptions/a.pdf", "3f2a9c1e");
    expect(failure).toEqual({ status });
    expect(prescriptionDownloadFailed(failure!.status)).toEqual({
      variant: "destructive",
      title,
      description,
    });
  });

  it("says the download failed when the network does", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const failure = await downloadPrescription("/api/prescriptions/a.pdf", "3f2a9c1e");
    expect(failure).toEqual({ status: null });
    expect(prescriptionDownloadFailed(failure!.status)).toEqual(
      expect.objectContaining({ title: "Download Failed" }),
    );
  });
});
