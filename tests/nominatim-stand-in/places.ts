/**
 * What the stand-in knows: a few real New York addresses (the demo stores' own and their
 * neighbours), with OpenStreetMap's points for them, and the places a coarser search falls back to.
 * Each is one `/search?format=jsonv2` result as Nominatim writes it (strings for lat, lon and the
 * bounding box; numbers for the rank and importance).
 */
export interface StandInPlace {
  place_id: number;
  licence: string;
  osm_type: "node" | "way" | "relation";
  osm_id: number;
  lat: string;
  lon: string;
  category: string;
  type: string;
  place_rank: number;
  importance: number;
  addresstype: string;
  name: string;
  display_name: string;
  address: Record<string, string>;
  /** [south, north, west, east], as strings. */
  boundingbox: [string, string, string, string];
}

const LICENCE = "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright";
let nextId = 300_000;

/** A house (rank 30): a point at the door. */
function house(
  text: string,
  lat: number,
  lon: number,
  parts: { number: string; road: string; area: string; borough: string; postcode: string },
): [string, StandInPlace] {
  const display = `${parts.number}, ${parts.road}, ${parts.area}, ${parts.borough}, New York County, New York, ${parts.postcode}, United States`;
  return [
    text,
    {
      place_id: nextId++,
      licence: LICENCE,
      osm_type: "node",
      osm_id: 4_000_000_000 + nextId,
      lat: lat.toFixed(7),
      lon: lon.toFixed(7),
      category: "place",
      type: "house",
      place_rank: 30,
      importance: 0.00000999999999995449,
      addresstype: "place",
      name: "",
      display_name: display,
      address: {
        house_number: parts.number,
        road: parts.road,
        neighbourhood: parts.area,
        suburb: parts.borough,
        city: "City of New York",
        state: "New York",
        "ISO3166-2-lvl4": "US-NY",
        postcode: parts.postcode,
        country: "United States",
        country_code: "us",
      },
      boundingbox: [
        (lat - 0.00005).toFixed(7),
        (lat + 0.00005).toFixed(7),
        (lon - 0.00005).toFixed(7),
        (lon + 0.00005).toFixed(7),
      ],
    },
  ];
}

/** A city, borough or postcode: its centre, with the area it covers. */
function area(
  name: string,
  lat: number,
  lon: number,
  kind: { type: string; addresstype: string; rank: number; category: string; display: string; span: number },
): StandInPlace {
  return {
    place_id: nextId++,
    licence: LICENCE,
    osm_type: kind.addresstype === "postcode" ? "node" : "relation",
    osm_id: 170_000 + nextId,
    lat: lat.toFixed(7),
    lon: lon.toFixed(7),
    category: kind.category,
    type: kind.type,
    place_rank: kind.rank,
    importance: kind.rank < 20 ? 0.7 : 0.2,
    addresstype: kind.addresstype,
    name,
    display_name: kind.display,
    address: { [kind.addresstype]: name, state: "New York", country: "United States", country_code: "us" },
    boundingbox: [
      (lat - kind.span).toFixed(7),
      (lat + kind.span).toFixed(7),
      (lon - kind.span).toFixed(7),
      (lon + kind.span).toFixed(7),
    ],
  };
}

/** Street addresses, by their text as a shopper types it (compared without case, commas or extra spaces). */
export const HOUSES = new Map<string, StandInPlace>([
  // Bella Napoli's own door and its Williamsburg neighbours (zone Williamsburg).
  house("245 Bedford Avenue, Brooklyn, NY 11211", 40.7143, -73.9612, {
    number: "245",
    road: "Bedford Avenue",
    area: "Williamsburg",
    borough: "Brooklyn",
    postcode: "11211",
  }),
  house("180 Kent Avenue, Brooklyn, NY 11249", 40.7188, -73.9638, {
    number: "180",
    road: "Kent Avenue",
    area: "Williamsburg",
    borough: "Brooklyn",
    postcode: "11249",
  }),
  // Lower Manhattan (Greenleaf Pharmacy's zone) and SoHo & Nolita (Urban Threads').
  house("1 Main Street, New York, NY 10013", 40.7203, -74.0021, {
    number: "1",
    road: "Main Street",
    area: "SoHo",
    borough: "Manhattan",
    postcode: "10013",
  }),
  house("9 Bleecker Street, New York, NY 10012", 40.7258, -73.9925, {
    number: "9",
    road: "Bleecker Street",
    area: "NoHo",
    borough: "Manhattan",
    postcode: "10012",
  }),
  house("9 Spring Street, New York", 40.7214, -73.9946, {
    number: "9",
    road: "Spring Street",
    area: "Nolita",
    borough: "Manhattan",
    postcode: "10012",
  }),
  house("120 Hudson Street, New York, NY 10013", 40.7197, -74.0087, {
    number: "120",
    road: "Hudson Street",
    area: "Tribeca",
    borough: "Manhattan",
    postcode: "10013",
  }),
  house("88 Prince Street, New York, NY 10012", 40.7246, -73.9985, {
    number: "88",
    road: "Prince Street",
    area: "SoHo",
    borough: "Manhattan",
    postcode: "10012",
  }),
  // Issue 42's false "we deliver to you": a real street in the Bronx, far from any demo zone.
  house("2000 Grand Concourse, Bronx, New York 10457", 40.8503, -73.9016, {
    number: "2000",
    road: "Grand Concourse",
    area: "Mount Hope",
    borough: "The Bronx",
    postcode: "10457",
  }),
]);

const borough = (display: string) => ({
  type: "administrative",
  addresstype: "suburb",
  rank: 18,
  category: "boundary",
  display,
  span: 0.08,
});
const city = (display: string) => ({
  type: "city",
  addresstype: "city",
  rank: 16,
  category: "place",
  display,
  span: 0.25,
});
const postcode = (display: string) => ({
  type: "postcode",
  addresstype: "postcode",
  rank: 21,
  category: "place",
  display,
  span: 0.01,
});

/**
 * What a search that names no known street falls back to, as a geocoder that matched only part of
 * the text does: the first of these named in it (boroughs before the city), then a ZIP code.
 */
export const AREAS: [pattern: RegExp, place: StandInPlace][] = [
  [
    /\bbrooklyn\b/,
    area("Brooklyn", 40.6526006, -73.9497211, borough("Brooklyn, Kings County, New York, United States")),
  ],
  [
    /\b(the )?bronx\b/,
    area("The Bronx", 40.8466508, -73.8785937, borough("The Bronx, Bronx County, New York, United States")),
  ],
  [
    /\bqueens\b/,
    area("Queens", 40.7135078, -73.8283132, borough("Queens, Queens County, New York, United States")),
  ],
  [
    /\bmanhattan\b/,
    area(
      "Manhattan",
      40.7896239,
      -73.9598939,
      borough("Manhattan, New York County, New York, United States"),
    ),
  ],
  [
    /\bnew york\b|\bnyc\b/,
    area("City of New York", 40.7127281, -74.0060152, city("City of New York, New York, United States")),
  ],
  [
    /\bboston\b/,
    area("Boston", 42.3554334, -71.060511, city("Boston, Suffolk County, Massachusetts, United States")),
  ],
  [/\b10013\b/, area("10013", 40.7206, -74.0049, postcode("10013, Manhattan, New York, United States"))],
  [/\b11211\b/, area("11211", 40.7125, -73.9536, postcode("11211, Brooklyn, New York, United States"))],
];
