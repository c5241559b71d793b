import { parseArgs } from "node:util";
import { startNominatimStandIn } from "./stand-in";

/**
 * The Nominatim stand-in on its own, for a journey run by hand:
 *   npx tsx tests/nominatim-stand-in/main.ts --port 12112
 * Prints its URL: start the app with GEOCODER_URL set to it.
 */
const { values } = parseArgs({ options: { port: { type: "string", default: "0" } } });
const standIn = await startNominatimStandIn({ port: Number(values.port) });
process.stdout.write(`${JSON.stringify({ url: standIn.url })}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
