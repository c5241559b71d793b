/** A series as `name{a="1",b="2"}` with its labels in name order, so the order they are written in does not matter. */
function canonical(series: string): string {
  const open = series.indexOf("{");
  if (open === -1) return series;
  const labels = series.slice(open + 1, -1).match(/[a-z_]+="(?:[^"\\]|\\.)*"/g) ?? [];
  return `${series.slice(0, open)}{${labels.sort().join(",")}}`;
}

/** The value of one sample of a /metrics text, found by its exact name and labels. */
export function sample(text: string, series: string): number | undefined {
  const wanted = canonical(series);
  for (const line of text.split("\n")) {
    const space = line.lastIndexOf(" ");
    if (!line.startsWith("#") && canonical(line.slice(0, space)) === wanted)
      return Number(line.slice(space + 1));
  }
  return undefined;
}
