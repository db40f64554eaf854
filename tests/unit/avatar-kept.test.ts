import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  AVATAR_CHARS_KEPT,
  avatarDir,
  avatarsKept,
  readAvatar,
  removeAvatar,
} from "../../src/server/modules/identity/avatar";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "avatar-kept-"));
const dir = avatarDir(dataDir);
mkdirSync(dir, { recursive: true });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const urlOf = (bytes: Buffer) => `data:image/webp;base64,${bytes.toString("base64")}`;
const put = (name: string, bytes: Buffer) => writeFileSync(path.join(dir, name), bytes);

describe("avatars kept between member pages", () => {
  it("answers the file's data URL, the same on the second read", async () => {
    const bytes = Buffer.from("RIFF....WEBPfirst picture");
    put("1-aaaa.webp", bytes);
    expect(await readAvatar(dataDir, "1-aaaa.webp")).toBe(urlOf(bytes));
    expect(await readAvatar(dataDir, "1-aaaa.webp")).toBe(urlOf(bytes));
    expect(avatarsKept().files).toBeGreaterThanOrEqual(1);
  });

  it("reads a file again when it changed, with the same size or another", async () => {
    put("2-bbbb.webp", Buffer.from("RIFF....WEBPone"));
    expect(await readAvatar(dataDir, "2-bbbb.webp")).toBe(urlOf(Buffer.from("RIFF....WEBPone")));
    const longer = Buffer.from("RIFF....WEBPa longer picture");
    put("2-bbbb.webp", longer);
    expect(await readAvatar(dataDir, "2-bbbb.webp")).toBe(urlOf(longer));
    // Same size, another modification time.
    const same = Buffer.from("RIFF....WEBPa longer pictur!");
    put("2-bbbb.webp", same);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, "2-bbbb.webp"), later, later);
    expect(await readAvatar(dataDir, "2-bbbb.webp")).toBe(urlOf(same));
  });

  it("answers null for a file removed, by the service or behind its back, and for no file", async () => {
    put("3-cccc.webp", Buffer.from("RIFF....WEBPthree"));
    expect(await readAvatar(dataDir, "3-cccc.webp")).not.toBeNull();
    await removeAvatar(dataDir, "3-cccc.webp");
    expect(await readAvatar(dataDir, "3-cccc.webp")).toBeNull();
    put("4-dddd.webp", Buffer.from("RIFF....WEBPfour"));
    expect(await readAvatar(dataDir, "4-dddd.webp")).not.toBeNull();
    rmSync(path.join(dir, "4-dddd.webp"));
    expect(await readAvatar(dataDir, "4-dddd.webp")).toBeNull();
    expect(await readAvatar(dataDir, null)).toBeNull();
    expect(await readAvatar(dataDir, "../secret.webp")).toBeNull();
  });

  it("keeps no more than its bound, dropping the least recently read", async () => {
    // Pictures of 1/8 of the bound each (as base64 text): at most eight fit.
    const size = Math.floor(((AVATAR_CHARS_KEPT / 8) * 3) / 4) - 64;
    for (let i = 0; i < 12; i++) put(`9-${i}.webp`, Buffer.alloc(size, i));
    for (let i = 0; i < 12; i++) {
      expect(await readAvatar(dataDir, `9-${i}.webp`)).toBe(urlOf(Buffer.alloc(size, i)));
      expect(avatarsKept().chars).toBeLessThanOrEqual(AVATAR_CHARS_KEPT);
    }
    for (let i = 0; i < 12; i++) {
      expect(await readAvatar(dataDir, `9-${i}.webp`)).toBe(urlOf(Buffer.alloc(size, i)));
    }
    expect(avatarsKept().chars).toBeLessThanOrEqual(AVATAR_CHARS_KEPT);
    expect(avatarsKept().files).toBeLessThanOrEqual(8);
  });
});
