import { describe, expect, it } from "vitest";
import { Counter, Gauge, Histogram, Registry } from "./registry";

describe("Prometheus text format", () => {
  it("writes counters per label set, whatever the order the labels came in", () => {
    const registry = new Registry();
    const c = registry.add(new Counter("things_total", "Things."));
    c.inc({ a: "1", b: "2" });
    c.inc({ b: "2", a: "1" }, 2);
    c.inc({ a: "x" });
    expect(registry.render()).toBe(
      '# HELP things_total Things.\n# TYPE things_total counter\nthings_total{a="1",b="2"} 3\nthings_total{a="x"} 1\n',
    );
  });

  it("escapes backslashes, quotes and newlines in label values", () => {
    const registry = new Registry();
    registry.add(new Counter("odd_total", "Odd.")).inc({ route: 'a\\b"c\nd' });
    expect(registry.render()).toContain('odd_total{route="a\\\\b\\"c\\nd"} 1');
  });

  it("writes cumulative histogram buckets with +Inf, sum and count", () => {
    const registry = new Registry();
    const h = registry.add(new Histogram("latency_seconds", "Latency.", [0.1, 1]));
    for (const v of [0.05, 0.1, 0.5, 3]) h.observe({ route: "/x" }, v);
    const lines = registry.render().split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        'latency_seconds_bucket{route="/x",le="0.1"} 2',
        'latency_seconds_bucket{route="/x",le="1"} 3',
        'latency_seconds_bucket{route="/x",le="+Inf"} 4',
        'latency_seconds_sum{route="/x"} 3.65',
        'latency_seconds_count{route="/x"} 4',
      ]),
    );
  });

  it("reads gauges when rendered", () => {
    let value = 1;
    const registry = new Registry();
    registry.add(new Gauge("open", "Open.", () => [{ labels: { state: "idle" }, value }]));
    expect(registry.render()).toContain('open{state="idle"} 1');
    value = 4;
    expect(registry.render()).toContain('open{state="idle"} 4');
  });
});
