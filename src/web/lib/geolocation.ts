/** The spec's geolocation settings (section 7): high accuracy, 10 s timeout, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 0,
};

/** The spec's messages for each way detection fails (section 8). */
export function geolocationErrorMessage(error: GeolocationPositionError | null): string {
  if (!error) return "Geolocation is not supported by your browser";
  if (error.code === error.PERMISSION_DENIED)
    return "Location access denied. Please enable location permissions.";
  if (error.code === error.POSITION_UNAVAILABLE) return "Location information is unavailable.";
  if (error.code === error.TIMEOUT) return "Location request timed out. Please try again.";
  return "Unable to detect your location";
}

/** The browser's position, or the spec's message for why there is none. */
export function detectLocation(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) {
      reject(new Error(geolocationErrorMessage(null)));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new Error(geolocationErrorMessage(error))),
      GEOLOCATION_OPTIONS,
    );
  });
}
