import { z } from "zod";
import { API_PREFIX, ERROR_CODES } from "../../shared/api";
import { contract } from "../../shared/contract";
import type { CallSpec } from "../../shared/contract-kit";

type JsonSchema = Record<string, unknown>;

const toJson = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
  delete json.$schema;
  return json;
};

/** `{ results: { message, code, errors } }`, the envelope of every failure. */
const errorEnvelope: JsonSchema = {
  type: "object",
  required: ["results"],
  properties: {
    results: {
      type: "object",
      required: ["message", "code"],
      properties: {
        message: { type: "string" },
        code: { type: "string", enum: [...ERROR_CODES] },
        errors: {
          type: "object",
          additionalProperties: { type: "array", items: { type: "string" } },
        },
      },
    },
  },
};

function parameters(spec: CallSpec): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [
    ["path", spec.params],
    ["query", spec.querystring],
  ] as const) {
    if (!schema) continue;
    const json = toJson(schema, "input") as { properties?: Record<string, JsonSchema> };
    for (const [name, property] of Object.entries(json.properties ?? {}))
      out.push({ name, in: where, required: where === "path", schema: property });
  }
  return out;
}

/**
 * The contract map as an OpenAPI 3.1 document: every call a POST with its JSON body and its
 * answer `{ results }`, failures the common error envelope (served at /api/v1/openapi.json).
 */
export function openApiDocument() {
  const paths: Record<string, unknown> = {};
  for (const [path, spec] of Object.entries(contract) as Array<[string, CallSpec]>) {
    const openApiPath = path.replace(/:([a-z_]+)/g, "{$1}");
    paths[API_PREFIX + openApiPath] = {
      post: {
        operationId: path,
        tags: [path.startsWith("/staff/") ? "staff" : (path.split("/")[1] ?? "api")],
        parameters: [
          { name: "Content-Language", in: "header", schema: { enum: ["ar", "en", "es"] } },
          ...parameters(spec),
        ],
        requestBody: {
          content: { "application/json": { schema: toJson(spec.body, "input") } },
        },
        responses: {
          "200": spec.file
            ? {
                description: "The file",
                content: Object.fromEntries(
                  spec.file.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
                ),
              }
            : {
                description: "Success",
                content: {
                  "application/json": {
                    schema: {
                      type: "object",
                      required: ["results"],
                      properties: { results: toJson(spec.response, "output") },
                    },
                  },
                },
              },
          default: {
            description: "A failure: 401, 403, 404, 406, 409, 413, 422 or 429 with a stable code",
            content: { "application/json": { schema: errorEnvelope } },
          },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Al Noor Club contract API",
      version: "1",
      description: "Every call is a POST with a JSON body; see docs/api.md for each call's rules.",
    },
    paths,
  };
}
