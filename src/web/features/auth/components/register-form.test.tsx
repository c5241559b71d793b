import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { RegisterForm } from "./register-form";

/** The browser's clock is in New York: a new store's numbers are read as American ones. */
function inNewYork() {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: "America/New_York" };
  });
}

async function fillIn(phone: string) {
  const rendered = renderApp(<RegisterForm onRegistered={() => {}} onLogin={() => {}} />, { path: "/auth" });
  const { user } = rendered;
  await user.type(screen.getByLabelText("Business Name"), "Corner Shop");
  await user.type(screen.getByLabelText("Email"), "owner@example.com");
  await user.type(screen.getByLabelText("Password"), "secret123");
  await user.type(screen.getByLabelText("Contact Phone (optional)"), phone);
  await user.click(screen.getByRole("button", { name: "Create My Store" }));
  return rendered;
}

describe("the register form's phone (issue 42)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says on the field that 'call me maybe' is no phone number, and sends nothing", async () => {
    inNewYork();
    const { requests } = mockFetch({ "GET /api/check-slug/corner-shop": { json: { available: true } } });
    await fillIn("call me maybe");
    const field = screen.getByLabelText("Contact Phone (optional)");
    expect(
      await screen.findByText(
        "Please enter a valid phone number for United States, or start it with + and the country code",
      ),
    ).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(requests.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("takes a national number of the store's country and sends it as typed", async () => {
    inNewYork();
    const { requests } = mockFetch({
      "GET /api/check-slug/corner-shop": { json: { available: true } },
      "POST /api/register": {
        json: { pendingApproval: true, message: "Your store is waiting for approval." },
      },
    });
    await fillIn("(212) 555-0142");
    expect(await screen.findByText("Registration Successful!")).toBeTruthy();
    expect(requests.find((r) => r.method === "POST")?.body).toMatchObject({
      contactPhone: "(212) 555-0142",
      timeZone: "America/New_York",
    });
  });
});

describe("the register form's licence number (issue 47)", () => {
  it("asks a pharmacy for its licence number, optional, and sends it; no other type sees the field", async () => {
    const { requests } = mockFetch({
      "GET /api/slug-availability?slug=sunrise-pharmacy": {
        json: { slug: "sunrise-pharmacy", available: true, suggestion: null },
      },
      "POST /api/register": { json: { pendingApproval: true, message: "Waiting for approval." } },
    });
    const { user } = renderApp(<RegisterForm onRegistered={() => {}} onLogin={() => {}} />, {
      path: "/auth",
    });
    expect(screen.queryByLabelText("Licence number (optional)")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Business Type"), "pharmacy");
    await user.type(screen.getByLabelText("Licence number (optional)"), "PH-12345");
    await user.type(screen.getByLabelText("Business Name"), "Sunrise Pharmacy");
    await user.type(screen.getByLabelText("Email"), "owner@sunrise.example");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Create My Store" }));
    expect(await screen.findByText("Registration Successful!")).toBeTruthy();
    expect(requests.find((r) => r.method === "POST")?.body).toMatchObject({
      businessType: "pharmacy",
      licenceNumber: "PH-12345",
    });
  });

  it("leaves out a licence number typed before the type changed away from pharmacy", async () => {
    const { requests } = mockFetch({
      "GET /api/slug-availability?slug=corner-shop": {
        json: { slug: "corner-shop", available: true, suggestion: null },
      },
      "POST /api/register": { json: { pendingApproval: true, message: "Waiting for approval." } },
    });
    const { user } = renderApp(<RegisterForm onRegistered={() => {}} onLogin={() => {}} />, {
      path: "/auth",
    });
    await user.selectOptions(screen.getByLabelText("Business Type"), "pharmacy");
    await user.type(screen.getByLabelText("Licence number (optional)"), "PH-1");
    await user.selectOptions(screen.getByLabelText("Business Type"), "retail");
    await user.type(screen.getByLabelText("Business Name"), "Corner Shop");
    await user.type(screen.getByLabelText("Email"), "ada@corner.example");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Create My Store" }));
    expect(await screen.findByText("Registration Successful!")).toBeTruthy();
    expect(requests.find((r) => r.method === "POST")?.body).not.toHaveProperty("licenceNumber");
  });
});

describe("the register form's example items (issue 48)", () => {
  const register = async (type: string, untick: boolean) => {
    const { requests } = mockFetch({
      "GET /api/slug-availability?slug=luigis": {
        json: { slug: "luigis", available: true, suggestion: null },
      },
      "POST /api/register": { json: { pendingApproval: true, message: "Waiting for approval." } },
    });
    const { user } = renderApp(<RegisterForm onRegistered={() => {}} onLogin={() => {}} />, {
      path: "/auth",
    });
    await user.selectOptions(screen.getByLabelText("Business Type"), type);
    const examples = screen.getByRole("checkbox", {
      name: type === "restaurant" ? "Start with an example menu" : "Start with an example catalog",
    });
    expect(examples).toHaveProperty("checked", true);
    if (untick) await user.click(examples);
    await user.type(screen.getByLabelText("Business Name"), "Luigis");
    await user.type(screen.getByLabelText("Email"), "luigi@example.com");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Create My Store" }));
    expect(await screen.findByText("Registration Successful!")).toBeTruthy();
    return requests.find((r) => r.method === "POST")?.body;
  };

  it("starts a restaurant from the example menu unless unticked", async () => {
    expect(await register("restaurant", false)).toMatchObject({
      businessType: "restaurant",
      template: "restaurant",
    });
  });

  it("sends no template when the merchant unticks the examples", async () => {
    expect(await register("retail", true)).toMatchObject({ businessType: "retail", template: "none" });
  });
});
