import { readFileSync } from "node:fs";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contract } from "../../src/shared/contract";
import { contractSerializerCompiler } from "../../src/server/plugins/contract";
import { call, useTestApp } from "../helpers/app";

const ctx = useTestApp();
const paths = Object.keys(contract);

/** Every call docs/api.md documents: the first cell of its call tables, `:id` for `{id}`. */
function documentedCalls(markdown: string): Set<string> {
  const out = new Set<string>();
  let staff = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("## ")) staff = line.includes("/api/v1/staff");
    if (!line.startsWith("| `")) continue;
    const cell = line.split("|")[1] ?? "";
    for (const [, raw] of cell.matchAll(/`([^`]+)`/g)) {
      const path = (staff ? "/staff" : "") + raw!.split("?")[0]!.replace(/\{(\w+)\}/g, ":$1");
      out.add(path);
      // "`/show/{id}`" in a row's answer documents the call's one-record variant.
      if (line.includes("`/show/{id}`")) out.add(`${path}/show/:id`);
    }
  }
  return out;
}

describe("the contract map", () => {
  it("is exactly the set of registered calls: none missing, none extra", () => {
    const registered = ctx.app.contractRoutes
      .filter((r) => r.method === "POST")
      .map((r) => r.url.slice("/api/v1".length))
      .sort();
    expect(registered).toEqual([...paths].sort());
  });

  it("refuses to start a route that is not in the map", async () => {
    const { contractPlugin } = await import("../../src/server/plugins/contract");
    const app = Fastify();
    await app.register(contractPlugin);
    expect(() => app.post("/api/v1/website/unknown", async () => ({ results: {} }))).toThrow(
      /not in the contract/,
    );
    await app.close();
  });

  it("checks answers outside production and writes them unchecked in production", () => {
    const schema = z.object({ results: z.object({ id: z.number() }) });
    const checked = contractSerializerCompiler(true)({ schema, method: "POST", url: "/x" });
    expect(checked({ results: { id: 1 } })).toBe('{"results":{"id":1}}');
    expect(() => checked({ results: { id: "1" } })).toThrow(/breaks the contract/);
    const production = contractSerializerCompiler(false)({ schema, method: "POST", url: "/x" });
    expect(production({ results: { id: "1" } })).toBe('{"results":{"id":"1"}}');
  });

  it("a real answer that broke the contract would be a 500, not a silent drift", async () => {
    // The settings answer goes through the checking serializer: it passes today...
    const res = await call(ctx.app, "/settings");
    expect(res.status).toBe(200);
    expect(contract["/settings"].response.safeParse(res.body.results).success).toBe(true);
  });

  it("serves the map as OpenAPI 3.1 with every call, its body and its answer", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, { post: { requestBody: unknown; responses: Record<string, any> } }>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toHaveLength(paths.length);
    const news = doc.paths["/api/v1/website/news/show/{id}"]!.post;
    const results = news.responses["200"].content["application/json"].schema.properties.results;
    expect(results.properties).toHaveProperty("related");
    expect(results.required).toContain("title");
    expect(doc.paths["/api/v1/staff/auth/login"]!.post.requestBody).toBeTruthy();
  });

  it("docs/api.md documents every call of the map and no call outside it", () => {
    const documented = documentedCalls(readFileSync("docs/api.md", "utf8"));
    const undocumented = paths.filter((p) => !documented.has(p));
    const unknown = [...documented].filter((p) => !(p in contract));
    expect({ undocumented, unknown }).toEqual({ undocumented: [], unknown: [] });
  });
});
