import { type QueryClient, useQuery } from "@tanstack/react-query";
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "#tests/web/fetch";
import { renderAppHook } from "#tests/web/render";
import { ApiError, apiRequest } from "./api-client";
import { mapSettingsQueryOptions } from "./map/map-settings";
import { mapKeys } from "./map/query-keys";
import { type ApiMutationOptions, type MutationCallbacks, useApiMutation } from "./use-api-mutation";

type Tiles = { tileUrl: string };

/** A server whose map settings a PUT changes (or refuses, with `refusal`). */
function tileServer(refusal?: { status: number; body: unknown }) {
  let tiles = "https://old.example/{z}/{x}/{y}.png";
  return mockFetch({
    "GET /api/map-settings": () => ({ json: { tileUrl: tiles } }),
    "PUT /api/map-settings": ({ body }) => {
      if (refusal) return refusal;
      tiles = (body as Tiles).tileUrl;
      return { json: { tileUrl: tiles } };
    },
  });
}

const saveTiles = async (tileUrl: string): Promise<Tiles> =>
  (await apiRequest("PUT", "/api/map-settings", { tileUrl })).json();

/** The map settings on screen, and a mutation of them with the options and callbacks given. */
function renderSave(
  options: Omit<ApiMutationOptions<Tiles, string, unknown>, "mutationFn">,
  callbacks: (shown: () => string | undefined) => MutationCallbacks<Tiles, string>,
) {
  let client: QueryClient | undefined;
  const shown = () => client?.getQueryData<Tiles>(mapKeys.settings())?.tileUrl;
  const rendered = renderAppHook(() => ({
    tiles: useQuery(mapSettingsQueryOptions()),
    save: useApiMutation({ mutationFn: saveTiles, ...options }, callbacks(shown)),
  }));
  client = rendered.queryClient;
  return rendered;
}

const NEW = "https://new.example/{z}/{x}/{y}.png";

describe("useApiMutation", () => {
  it("sends the change, fetches the stale queries again, and only then tells the caller", async () => {
    const { requests } = tileServer();
    const told: string[] = [];
    const { result } = renderSave({ invalidates: [mapKeys.all] }, (shown) => ({
      onSuccess: (saved, input) => told.push(`${input} saved as ${saved.tileUrl}; shown: ${shown()}`),
    }));
    await waitFor(() => expect(result.current.tiles.isSuccess).toBe(true));

    await act(() => result.current.save.mutateAsync(NEW));

    expect(told).toEqual([`${NEW} saved as ${NEW}; shown: ${NEW}`]);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /api/map-settings",
      "PUT /api/map-settings",
      "GET /api/map-settings",
    ]);
  });

  it("writes the answer into the cache before the caller hears of it, when asked to", async () => {
    const { requests } = tileServer();
    const told: (string | undefined)[] = [];
    const { result } = renderSave(
      { updateCache: (queryClient, saved) => queryClient.setQueryData(mapKeys.settings(), saved) },
      (shown) => ({ onSuccess: () => told.push(shown()) }),
    );
    await waitFor(() => expect(result.current.tiles.isSuccess).toBe(true));

    await act(() => result.current.save.mutateAsync(NEW));

    expect(told).toEqual([NEW]);
    expect(requests.filter((r) => r.method === "GET")).toHaveLength(1);
  });

  it("hands a refusal to the caller as an ApiError with its status and body, refetching only when told", async () => {
    const refusal = { status: 409, body: { message: "Tiles are locked" } };
    for (const [refetchAfter, gets] of [
      ["success", 1],
      ["settled", 2],
    ] as const) {
      const { requests } = tileServer(refusal);
      const errors: unknown[] = [];
      const { result } = renderSave({ invalidates: [mapKeys.all], refetchAfter }, () => ({
        onError: (error, input) => errors.push({ error, input, gets: requests.length - 1 }),
      }));
      await waitFor(() => expect(result.current.tiles.isSuccess).toBe(true));

      await act(() => result.current.save.mutateAsync(NEW).catch(() => {}));

      expect(errors).toEqual([
        {
          error: expect.objectContaining({ status: 409, body: refusal.body }),
          input: NEW,
          gets,
        },
      ]);
      expect((errors[0] as { error: unknown }).error).toBeInstanceOf(ApiError);
      expect(((errors[0] as { error: Error }).error as Error).message).toBe(
        '409: {"message":"Tiles are locked"}',
      );
    }
  });
});
