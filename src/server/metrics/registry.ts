/**
 * A few counters, gauges and histograms written in Prometheus' text format (version 0.0.4). The
 * format is small enough that a client library would bring more than it saves; decision 0016.
 */

type Labels = Record<string, string>;

const escapeLabel = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

function labelText(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels);
  if (extra) pairs.push(extra);
  if (pairs.length === 0) return "";
  return `{${pairs.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(",")}}`;
}

/** One key per label set, with the labels in a fixed order so {a,b} and {b,a} are one series. */
const keyOf = (labels: Labels) =>
  JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));

const formatNumber = (n: number) =>
  Number.isFinite(n) ? String(n) : n > 0 ? "+Inf" : n < 0 ? "-Inf" : "NaN";

interface Metric {
  render(): string[];
}

export class Counter implements Metric {
  private readonly series = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    private readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1) {
    const key = keyOf(labels);
    const entry = this.series.get(key);
    if (entry) entry.value += by;
    else this.series.set(key, { labels, value: by });
  }

  render() {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const { labels, value } of this.series.values()) {
      lines.push(`${this.name}${labelText(labels)} ${formatNumber(value)}`);
    }
    return lines;
  }
}

/** A gauge read when scraped: `read` returns the current value of each series. */
export class Gauge implements Metric {
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly read: () => { labels?: Labels; value: number }[],
  ) {}

  render() {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} gauge`];
    for (const { labels = {}, value } of this.read()) {
      lines.push(`${this.name}${labelText(labels)} ${formatNumber(value)}`);
    }
    return lines;
  }
}

export class Histogram implements Metric {
  private readonly series = new Map<
    string,
    { labels: Labels; buckets: number[]; sum: number; count: number }
  >();
  constructor(
    readonly name: string,
    private readonly help: string,
    /** Upper bounds, ascending; +Inf is implied. */
    private readonly bounds: number[],
  ) {}

  observe(labels: Labels, value: number) {
    const key = keyOf(labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    // Only the first bucket that holds the value is counted here; render() accumulates.
    const index = this.bounds.findIndex((bound) => value <= bound);
    if (index >= 0) entry.buckets[index]! += 1;
    entry.sum += value;
    entry.count += 1;
  }

  render() {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += buckets[i]!;
        lines.push(`${this.name}_bucket${labelText(labels, ["le", formatNumber(bound)])} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket${labelText(labels, ["le", "+Inf"])} ${count}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${formatNumber(sum)}`);
      lines.push(`${this.name}_count${labelText(labels)} ${count}`);
    }
    return lines;
  }
}

export class Registry {
  private readonly metrics: Metric[] = [];

  add<M extends Metric>(metric: M): M {
    this.metrics.push(metric);
    return metric;
  }

  /** The exposition text: what GET /metrics answers. */
  render(): string {
    return `${this.metrics.flatMap((m) => m.render()).join("\n")}\n`;
  }
}

/** What Prometheus expects in Content-Type for this format. */
export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";
